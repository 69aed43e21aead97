import "server-only";

// The payout rail as the domain sees it (docs/rails.md): send a transfer's money to its destination.
// The transfer's id is the order's idempotency key: a provider pays one transfer once, however many
// times it is asked (a retry after a timeout, two instances' dispatch sweeps), so the dispatcher may
// always ask again. The built-in sandbox bank is its only provider today
// (lib/rails/payout/sandbox-bank.ts); a bank's payout API becomes another provider behind this type.

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

export type PayoutRail = {
  provider: "sandbox";
  /** false for the sandbox bank: no money moves */
  isReal: boolean;
  /** throws when the provider could not be reached or answered an error: the order may be sent again */
  send(order: PayoutOrder): Promise<PayoutAnswer>;
};
