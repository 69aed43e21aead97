import { z } from "zod";

import { idParam } from "./common";

// GET /v1/balance and /v1/balance/available: the company's own recipient unless one is named.
export const balanceQuerySchema = z.object({ recipientId: idParam.optional() });

// Derived from the ledger: available = settled money that can be transferred, waitingFunds = paid
// but not settled yet (cards, D+30), transferred = moved out by transfers (processing or done).
export const BalanceSchema = z
  .object({
    recipientId: z.number().int(),
    available: z.number().int(),
    waitingFunds: z.number().int(),
    transferred: z.number().int(),
  })
  .meta({ id: "Balance", description: "cents" });

export const AvailableBalanceSchema = z
  .object({ amount: z.number().int(), recipientId: z.number().int() })
  .meta({ id: "AvailableBalance" });
