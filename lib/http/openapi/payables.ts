import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import {
  advanceClockSchema,
  anticipationLimitsQuerySchema,
  AnticipationPreviewSchema,
  AnticipationSchema,
  createAnticipationSchema,
  listAnticipationsQuerySchema,
  listPayablesQuerySchema,
  PayableDaySchema,
  payableDaysQuerySchema,
  PayableSchema,
} from "@/lib/schemas/payables";

import { addOperation, pathId } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Balance";

const payable = {
  id: 3101,
  recipientId: 12,
  transactionId: 1290,
  paymentMethod: "credit_card",
  installment: 2,
  installments: 3,
  status: "waiting_funds",
  amount: 10000,
  fee: 437,
  deductions: 0,
  feeReturned: 0,
  netAmount: 9563,
  anticipationFee: 0,
  anticipationId: null,
  paymentDate: "2026-05-14T13:45:00.000Z",
  originalPaymentDate: "2026-05-14T13:45:00.000Z",
  createdAt: "2026-03-15T13:45:00.000Z",
} as const;

const anticipation = {
  id: 41,
  recipientId: 12,
  status: "done",
  automatic: false,
  amount: 9563,
  fee: 380,
  netAmount: 9183,
  monthlyRate: 199,
  payableIds: [3101],
  createdAt: "2026-03-16T10:00:00.000Z",
} as const;

addOperation(registry, {
  method: "get",
  path: "/v1/payables",
  operationId: "listPayables",
  tag,
  summary: "List payables (receivables schedule)",
  description:
    "What each installment of each payment pays the recipient (the company's own unless `recipientId` is named), and when: share, fee, refunds and chargebacks taken from it, net, status (`waiting_funds`, `paid`, `anticipated`, `canceled`). Card installments fall due D+30, D+60, …; Pix and boleto D+0 unless the company's pricing says otherwise. Soonest payment date first; `dueFrom`/`dueTo` are São Paulo days.",
  query: listPayablesQuerySchema,
  ok: { schema: PayableSchema, description: "The page, as a bare array.", example: payable, list: true },
  errors: [404],
});

addOperation(registry, {
  method: "get",
  path: "/v1/payables/days",
  operationId: "listPayableDays",
  tag,
  summary: "Payables per day (calendar)",
  description: "The payables the filters match, summed per payment day (São Paulo), soonest first.",
  query: payableDaysQuerySchema,
  ok: {
    schema: PayableDaySchema,
    description: "One entry per day with payables, as a bare array (all of them: no paging).",
    example: { date: "2026-05-14", count: 1, amount: 10000, fee: 437, netAmount: 9563 },
    list: true,
  },
  errors: [404],
});

addOperation(registry, {
  method: "get",
  path: "/v1/anticipations/limits",
  operationId: "previewAnticipation",
  tag,
  summary: "Anticipation limit and preview",
  description:
    "The most the recipient may anticipate now (`anticipatableVolumePercentage` of its scheduled payables, less what is already anticipated and not due) and, for `amount`, the payables an anticipation would bring forward (soonest first, whole payables), its fee (the company's monthly rate pro rata by days) and what would arrive. Nothing is written.",
  query: anticipationLimitsQuerySchema,
  ok: {
    schema: AnticipationPreviewSchema,
    description: "The preview.",
    example: {
      recipientId: 12,
      monthlyRate: 199,
      anticipatableVolumePercentage: 50,
      waitingFunds: 28689,
      limit: 14344,
      requested: 10000,
      amount: 9563,
      fee: 380,
      netAmount: 9183,
      payableIds: [3101],
      payables: [
        {
          id: 3101,
          transactionId: 1204,
          installment: 2,
          installments: 3,
          paymentDate: "2026-05-14",
          amount: 9563,
          fee: 380,
        },
      ],
    },
  },
  errors: [404],
});

addOperation(registry, {
  method: "post",
  path: "/v1/anticipations",
  operationId: "createAnticipation",
  tag,
  summary: "Anticipate payables",
  description:
    "Brings waiting payables forward for a fee: `amount` picks the soonest whole payables that fit it and the limit, `payableIds` names them. Their net, less the fee, is available at once; event `anticipation.created`.",
  body: { schema: createAnticipationSchema, example: { amount: 10000 } },
  ok: { schema: AnticipationSchema, description: "The anticipation.", example: anticipation },
  // 422: invalid_amount (nothing fits, or past the limit), invalid_state (a payable not waiting)
  errors: [404, 422],
});

addOperation(registry, {
  method: "get",
  path: "/v1/anticipations",
  operationId: "listAnticipations",
  tag,
  summary: "List anticipations",
  query: listAnticipationsQuerySchema,
  ok: { schema: AnticipationSchema, description: "The page, as a bare array.", example: anticipation, list: true },
  errors: [404],
});

addOperation(registry, {
  method: "get",
  path: "/v1/anticipations/{anticipationId}",
  operationId: "getAnticipation",
  tag,
  params: pathId("anticipationId", "Anticipation id"),
  summary: "Get an anticipation",
  ok: { schema: AnticipationSchema, description: "The anticipation.", example: anticipation },
});

addOperation(registry, {
  method: "post",
  path: "/v1/sandbox/advance-clock",
  operationId: "sandboxAdvanceClock",
  tag: "Sandbox",
  summary: "Advance the company's clock",
  description:
    "Every scheduled date of the company (payables and the ledger lines waiting on them) comes `days` closer, as if the days had passed: what falls due is available. Then automatic anticipation runs. Sandbox mode only (the default); in production mode this path answers 404.",
  body: { schema: advanceClockSchema, example: { days: 30 } },
  ok: {
    schema: z.object({
      days: z.number().int(),
      payablesMoved: z.number().int(),
      payablesDue: z.number().int(),
      automaticAnticipations: z.number().int(),
    }),
    description: "What moved.",
    example: { days: 30, payablesMoved: 12, payablesDue: 4, automaticAnticipations: 0 },
  },
});
