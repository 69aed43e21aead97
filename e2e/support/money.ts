import { type APIRequestContext, expect } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { randomCpf, uid } from "./documents";

// Helpers for the money specs (refunds, transfers, balances): funding a merchant through the
// sandbox, reading balances, and checking the ledger after every scenario.

// response bodies are checked field by field in the specs
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs read arbitrary answer fields
type Json = Record<string, any>;

export type Balance = {
  recipientId: number;
  available: number;
  waitingFunds: number;
  inTransit: number;
  transferred: number;
  debt: number;
};

export async function ok(res: { status(): number; text(): Promise<string>; json(): Promise<unknown> }): Promise<Json> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Json;
}

// A paid Pix (settles D+0, so its net amount is available at once).
export async function paidPix(
  api: APIRequestContext,
  amount = 10000,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  const t = await ok(
    await api.post("/v1/transactions", {
      data: transactionBody("pix", {
        amount,
        items: [{ title: "Mel", unitPrice: amount, quantity: 1, tangible: true }],
        ...overrides,
      }),
    }),
  );
  const paid = await ok(await api.post(`/v1/transactions/${t.id}/sandbox/pay`));
  expect(paid.status).toBe("paid");
  return paid;
}

// A paid card transaction (settles D+30: its net amount waits).
export async function paidCard(
  api: APIRequestContext,
  amount = 10000,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  const t = await ok(
    await api.post("/v1/transactions", {
      data: transactionBody("credit_card", {
        amount,
        items: [{ title: "Mel", unitPrice: amount, quantity: 1, tangible: true }],
        ...overrides,
      }),
    }),
  );
  expect(t.status).toBe("paid");
  return t;
}

export async function balance(api: APIRequestContext, recipientId?: number): Promise<Balance> {
  return (await ok(await api.get(`/v1/balance${recipientId ? `?recipientId=${recipientId}` : ""}`))) as Balance;
}

// The server's own invariants over the company's rows (sandbox only): ledger lines match payments,
// refunds and transfers, and no balance is negative without a chargeback.
export async function expectLedgerConsistent(api: APIRequestContext): Promise<void> {
  const check = await ok(await api.get("/api/sandbox/ledger-check"));
  expect(check.problems).toEqual([]);
}

// What a refund gives back of the fee (lib/domain/ledger/debit-transaction.ts): the refunded share of the
// fee still held, all of it on the last refund. The merchant's balance drops by amount − feeBack.
export function refundFeeBack(opts: { feeHeld: number; amount: number; refundable: number }): number {
  return opts.amount === opts.refundable ? opts.feeHeld : Math.floor((opts.feeHeld * opts.amount) / opts.refundable);
}

export function recipientBody(overrides: Record<string, unknown> = {}) {
  const id = uid();
  return {
    legalName: `Parceiro ${id}`.slice(0, 50),
    email: `parceiro-${id}@example.com`,
    document: { number: randomCpf(), type: "cpf" },
    transferSettings: { transferEnabled: true, automaticAnticipationEnabled: false, anticipatableVolumePercentage: 0 },
    bankAccount: {
      bankCode: "260",
      agencyNumber: "0001",
      accountNumber: "1234567",
      accountDigit: "8",
      type: "conta_corrente",
    },
    ...overrides,
  };
}

export async function createRecipient(api: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<Json> {
  return ok(await api.post("/v1/recipients", { data: recipientBody(overrides) }));
}

export const issuePaths = async (res: { json(): Promise<unknown> }) =>
  ((await res.json()) as { details: { issues: { path: string }[] } }).details.issues.map((i) => i.path);
