import { z } from "zod";

import { commaList, idParam, isoDate, orNull, pagingQuery, timestamp } from "./common";

// The receivables schedule (docs/money.md, "Payables"): what each installment of a payment pays a
// recipient, and when. A payable is
// - waiting_funds: not due yet (part of the balance's waitingFunds);
// - paid: due, its net is in the available balance;
// - anticipated: brought forward for a fee, its net arrived at the anticipation;
// - canceled: refunds or a chargeback took all of its share before it was due.
export const payableStatuses = ["waiting_funds", "paid", "anticipated", "canceled"] as const;
export type PayableStatus = (typeof payableStatuses)[number];

export const listPayablesQuerySchema = z.object({
  recipientId: idParam.optional(),
  transactionId: idParam.optional(),
  status: commaList(z.enum(payableStatuses)).optional(),
  /** first and last day (São Paulo) of the payment date, inclusive */
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
  ...pagingQuery,
});
export type ListPayablesQuery = z.infer<typeof listPayablesQuerySchema>;

export const payableDaysQuerySchema = listPayablesQuerySchema.omit({ limit: true, offset: true, page: true });
export type PayableDaysQuery = z.infer<typeof payableDaysQuerySchema>;

const cents = (description: string) => z.number().int().meta({ description });

export const PayableSchema = z
  .object({
    id: z.number().int(),
    recipientId: z.number().int(),
    transactionId: z.number().int(),
    paymentMethod: z.enum(["credit_card", "pix", "boleto"]),
    installment: z.number().int(),
    installments: z.number().int(),
    status: z.enum(payableStatuses),
    amount: cents("the recipient's share of this installment, as paid"),
    fee: cents("the processing fee of this installment, as charged"),
    deductions: cents("refunds and chargebacks taken from it (negative), a dispute won given back"),
    feeReturned: cents("fee given back by refunds"),
    netAmount: cents("what it pays the recipient: amount − fee + deductions + feeReturned"),
    anticipationFee: cents("what bringing it forward cost"),
    anticipationId: orNull(z.number().int()),
    paymentDate: timestamp.meta({ description: "when its money is (or was) available" }),
    originalPaymentDate: timestamp.meta({ description: "its due date before any anticipation" }),
    createdAt: timestamp,
  })
  .meta({ id: "Payable" });
export type Payable = z.infer<typeof PayableSchema>;

export const PayableDaySchema = z
  .object({
    date: isoDate.meta({ description: "payment date, São Paulo" }),
    count: z.number().int(),
    amount: cents("sum of the payables' shares"),
    fee: cents("sum of their fees"),
    netAmount: cents("sum of what they pay"),
  })
  .meta({ id: "PayableDay" });
export type PayableDay = z.infer<typeof PayableDaySchema>;

// Anticipation (docs/money.md, "Anticipation"): waiting payables brought forward for a fee.
export const anticipationLimitsQuerySchema = z.object({
  recipientId: idParam.optional(),
  /** preview for this net amount (cents); without it, the most that can be anticipated */
  amount: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
});

export const createAnticipationSchema = z
  .object({
    recipientId: idParam.optional(),
    amount: z.number().int().min(1).max(2_000_000_000).optional(),
    payableIds: z.array(idParam).min(1).max(1000).optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.payableIds === undefined), {
    message: "send exactly one of amount or payableIds",
    path: ["amount"],
  });
export type CreateAnticipationInput = z.infer<typeof createAnticipationSchema>;

export const listAnticipationsQuerySchema = z.object({ recipientId: idParam.optional(), ...pagingQuery });
export type ListAnticipationsQuery = z.infer<typeof listAnticipationsQuerySchema>;

export const AnticipationPreviewSchema = z
  .object({
    recipientId: z.number().int(),
    monthlyRate: z.number().int().meta({ description: "hundredths of a percent a month (199 = 1.99 %)" }),
    anticipatableVolumePercentage: z.number().int(),
    waitingFunds: cents("net of the recipient's payables still waiting"),
    limit: cents("the most that may be anticipated now (net of the payables)"),
    requested: orNull(cents("the amount asked for, when one was")),
    amount: cents("net of the payables this would bring forward"),
    fee: cents("what it would cost"),
    netAmount: cents("what would arrive now: amount − fee"),
    payableIds: z.array(z.number().int()),
    payables: z
      .array(
        z.object({
          id: z.number().int(),
          transactionId: z.number().int(),
          installment: z.number().int(),
          installments: z.number().int(),
          paymentDate: z.string().meta({ description: "the day it would have been paid (São Paulo), YYYY-MM-DD" }),
          amount: cents("its net, brought forward"),
          fee: cents("the anticipation fee for it"),
        }),
      )
      .meta({ description: "the installments it would bring forward (the payableIds), soonest first" }),
  })
  .meta({ id: "AnticipationPreview" });
export type AnticipationPreview = z.infer<typeof AnticipationPreviewSchema>;

export const AnticipationSchema = z
  .object({
    id: z.number().int(),
    recipientId: z.number().int(),
    status: z.literal("done"),
    automatic: z.boolean(),
    amount: cents("net of the payables brought forward"),
    fee: cents("what it cost"),
    netAmount: cents("what arrived in the available balance"),
    monthlyRate: z.number().int(),
    payableIds: z.array(z.number().int()),
    createdAt: timestamp,
  })
  .meta({ id: "Anticipation" });
export type Anticipation = z.infer<typeof AnticipationSchema>;

export const advanceClockSchema = z.object({ days: z.number().int().min(1).max(400) });
