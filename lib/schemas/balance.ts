import { z } from "zod";

import { commaList, idParam, orNull, queryDate, timestamp } from "./common";

// GET /v1/balance and /v1/balance/available: the company's own recipient unless one is named.
export const balanceQuerySchema = z.object({ recipientId: idParam.optional() });

// Derived from the ledger: available = settled money that can be transferred, waitingFunds = paid
// but not settled yet (cards, D+30), inTransit = transfers the bank has not answered yet (processing:
// held, not available, not yet gone), transferred = transfers the bank paid (success);
// debt = what a chargeback could not take from anything (available below zero), paid off first by
// the next money to settle — an extra field, the others keep their meaning (docs/money.md).
export const BalanceSchema = z
  .object({
    recipientId: z.number().int(),
    available: z.number().int(),
    waitingFunds: z.number().int(),
    inTransit: z.number().int().min(0).meta({
      description:
        "Cents of transfers still `processing`: taken from `available`, not paid out yet. They move to `transferred` when the bank pays them, back to `available` (with their fee) when it refuses them.",
    }),
    transferred: z.number().int().meta({ description: "Cents of transfers the bank paid (`success`)." }),
    debt: z.number().int().min(0).meta({
      description:
        "Cents the recipient owes: what a chargeback could not take from its own installments or the available balance (then `available` is below zero by this much). The next money to settle pays it first; 0 otherwise.",
    }),
  })
  .meta({ id: "Balance", description: "cents" });
export type Balance = z.infer<typeof BalanceSchema>;

export const AvailableBalanceSchema = z
  .object({ amount: z.number().int(), recipientId: z.number().int() })
  .meta({ id: "AvailableBalance" });

// The statement (GET /v1/balance/operations): every movement of a recipient's balance, with the
// balance after it. The type names what moved the money, in the API's words.
export const balanceOperationTypes = [
  "payment",
  "fee",
  "refund",
  "chargeback",
  "chargeback_reversal",
  "transfer",
  "transfer_reversal",
  "anticipation",
  "anticipation_fee",
] as const;
export type BalanceOperationType = (typeof balanceOperationTypes)[number];

export const listBalanceOperationsQuerySchema = z.object({
  recipientId: idParam.optional(),
  /** from ≤ createdAt < to (UTC) */
  from: queryDate.optional(),
  to: queryDate.optional(),
  type: commaList(z.enum(balanceOperationTypes)).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** keyset paging: the `id` of the last operation of the previous page (X-Next-Starting-After) */
  startingAfter: idParam.optional(),
});
export type ListBalanceOperationsQuery = z.infer<typeof listBalanceOperationsQuerySchema>;

export const exportBalanceOperationsQuerySchema = listBalanceOperationsQuerySchema.omit({
  limit: true,
  startingAfter: true,
});

export const BalanceOperationSchema = z
  .object({
    id: z.number().int(),
    recipientId: z.number().int(),
    type: z.enum(balanceOperationTypes),
    amount: z.number().int().meta({ description: "signed cents: credits positive, debits negative" }),
    balanceAfter: z.number().int().meta({ description: "the recipient's balance (available + waitingFunds) after it" }),
    availableAt: timestamp.meta({ description: "when the amount can be transferred (cards settle later)" }),
    createdAt: timestamp,
    transactionId: orNull(z.number().int()),
    refundId: orNull(z.number().int()),
    transferId: orNull(z.number().int()),
    anticipationId: orNull(z.number().int()),
  })
  .meta({ id: "BalanceOperation" });
export type BalanceOperation = z.infer<typeof BalanceOperationSchema>;
