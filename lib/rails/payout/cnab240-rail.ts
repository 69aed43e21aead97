import "server-only";

import type { PayoutAccountSettings } from "@/lib/platform/env";

import type { PayoutRail } from "./port";

/** The key an account's payment files are numbered under: bank, agency, account. */
export const payoutAccountKey = (a: PayoutAccountSettings): string => [a.bank, a.agency, a.account].join(":");

// The cnab240 provider: a transfer is taken at once (it moves nothing yet) and goes out in the next
// CNAB 240 payment remessa of its company (lib/domain/payouts/payout-files.ts); the bank's retorno
// settles or fails it. A CNAB file cannot look a Pix key up in the DICT, so `resolvePixKey` is left
// out: a new key waits for an owner's confirmation (docs/security.md, "Payout destinations").
export function createCnab240PayoutRail(account: PayoutAccountSettings): PayoutRail {
  return {
    provider: "cnab240",
    isReal: true,
    paymentFiles: { account, accountKey: payoutAccountKey(account) },
    send: async ({ transferId }) => ({ accepted: true, railId: `cnab240:${transferId}` }),
  };
}
