import "server-only";

import type { PayingAccount, PaymentOrder } from "@/lib/formats/cnab240/pagamentos";
import type { PayoutAccountSettings } from "@/lib/platform/env";

// The payout rail as the domain sees it (docs/rails.md): send a transfer's money to its destination.
// The transfer's id is the order's idempotency key: a provider pays one transfer once, however many
// times it is asked (a retry after a timeout, two instances' dispatch sweeps), so the dispatcher may
// always ask again. Two providers today: the built-in sandbox bank (lib/rails/payout/sandbox-bank.ts)
// and CNAB 240 payment files (lib/rails/payout/cnab240-rail.ts, PAYOUT_PROVIDER=cnab240); a bank's
// payout API would be another provider behind this type.
// A provider that can look a Pix key up in the DICT (a bank's payout API can) tells the domain whose
// key it is before the first transfer to it; one that cannot (CNAB 240 payouts) leaves
// `resolvePixKey` out, and such a key waits for an owner's confirmation (docs/security.md).

export type PayoutOrder = {
  transferId: number;
  companyId: number;
  /** cents leaving the recipient's balance (the fee stays with Colmeia) */
  amount: number;
  destination: { type: "bank_account"; bankAccountId: number } | { type: "pix"; pixKey: string };
};

export type PayoutAnswer =
  /** the provider took the order: the money is on its way, settled or failed later */
  | { accepted: true; railId: string }
  /** the provider will never pay this order (a closed account, an unknown key): the transfer fails */
  | { accepted: false; reason: string };

/** An e-mail, phone or random Pix key to look up (a CPF or CNPJ key names its holder itself). */
export type PixKeyQuery = {
  type: "email" | "phone" | "evp";
  /** normalised as stored: a lower-case e-mail or UUID, a phone as +55… */
  key: string;
  /**
   * The document Colmeia expects the holder to have (the recipient's). A DICT lookup ignores it;
   * the sandbox bank, which has no DICT, answers it as the holder of an unmarked key.
   */
  expectedHolder: string;
};

/** The key's holder as the DICT names it: CPF or CNPJ digits. */
export type PixKeyHolder = { holderDocument: string; holderName?: string };

export type PayoutRail = {
  provider: "sandbox" | "cnab240";
  /**
   * The account CNAB 240 payment files pay from (the cnab240 provider): a transfer it takes waits for
   * the next payment remessa (lib/domain/payouts), and settles or fails by the bank's retorno.
   */
  paymentFiles?: { account: PayoutAccountSettings; accountKey: string };
  /** the built-in bank (sandbox): answers a payment remessa's orders with its retorno */
  sandboxBank?: {
    answer(orders: PaymentOrder[], input: { account: PayingAccount; sequence: number; now: Date }): string;
  };
  /** false for the sandbox bank: no money moves */
  isReal: boolean;
  /** throws when the provider could not be reached or answered an error: the order may be sent again */
  send(order: PayoutOrder): Promise<PayoutAnswer>;
  /**
   * The holder of a Pix key (a DICT lookup), or null when no account has the key. Throws when the
   * provider could not be reached or answered an error. Absent: this provider cannot look keys up.
   */
  resolvePixKey?(query: PixKeyQuery): Promise<PixKeyHolder | null>;
};
