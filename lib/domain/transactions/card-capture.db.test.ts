import { describe, expect, it } from "vitest";

import { computeFee } from "@/lib/domain/pricing/fees";
import { prisma } from "@/lib/platform/db";
import { cardRail } from "@/lib/rails";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { cancelTransaction, captureTransaction, voidStaleAuthorizations } from "./capture-transaction";
import { createTransaction } from "./create-transaction";

// Authorization and capture over real HTTP to the built-in Cielo server (lib/test/db-setup.ts):
// `capture: false` holds the amount and pays nothing; a capture pays what it captures, once.

const CAPTURE_FAILS = "4000000000000341";
const card = (number = "4111111111111111") => ({
  number,
  holderName: "FULANO DE TAL",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
});

async function authorize(opts: { number?: string; partner?: boolean } = {}) {
  const { company } = await makeCompany();
  const partner = opts.partner
    ? await prisma.recipient.create({
        data: { companyId: company.id, legalName: "Parceiro", documentNumber: "52998224725", documentType: "cpf" },
      })
    : null;
  const t = await createTransaction({
    companyId: company.id,
    input: txInput("credit_card", {
      capture: false,
      card: card(opts.number),
      installments: 3,
      ...(partner && { splits: [{ recipientId: partner.id, amount: 4000, chargeProcessingFee: true }] }),
    }),
  });
  return { companyId: company.id, t, partner };
}

const money = async (transactionId: number) => ({
  ledger: await prisma.ledgerEntry.findMany({ where: { transactionId } }),
  payables: await prisma.payable.findMany({ where: { transactionId } }),
});
const eventsOf = async (transactionId: number) =>
  (
    await prisma.event.findMany({
      where: { objectType: "transaction", objectId: transactionId },
      orderBy: { id: "asc" },
    })
  ).map((e) => e.type);
const paymentOf = async (transactionId: number) => {
  const { acquirerPaymentId } = await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } });
  return cardRail().payment({ paymentId: acquirerPaymentId! });
};

describe("card authorization and capture (real HTTP, real database)", () => {
  it("capture: false holds the amount and pays nothing; the capture pays it all, with payables", async () => {
    const { companyId, t } = await authorize();
    expect(t).toMatchObject({ status: "authorized", authorizedAmount: 10000, paidAmount: 0, paidAt: null });
    expect(await money(t.id)).toEqual({ ledger: [], payables: [] });
    expect(await paymentOf(t.id)).toMatchObject({ status: "authorized", capturedAmount: 0 });

    const paid = await captureTransaction({ companyId, transactionId: t.id });
    expect(paid).toMatchObject({ status: "paid", authorizedAmount: 10000, paidAmount: 10000 });
    const { payables } = await money(t.id);
    expect(payables).toHaveLength(3); // three installments
    expect(payables.reduce((a, p) => a + p.amount, 0)).toBe(10000);
    expect(await paymentOf(t.id)).toMatchObject({ status: "paid", capturedAmount: 10000 });
    expect(await eventsOf(t.id)).toEqual(["transaction.authorized", "transaction.paid"]);
  });

  it("a partial capture pays what was captured: fee, splits and payables follow it; the rest is released", async () => {
    const { companyId, t, partner } = await authorize({ partner: true });
    const paid = await captureTransaction({ companyId, transactionId: t.id, amount: 6000 });
    const fee = computeFee({ paymentMethod: "credit_card", amount: 6000, installments: 3 }).estimatedFee;
    expect(paid).toMatchObject({ status: "paid", paidAmount: 6000, authorizedAmount: 10000 });
    expect(paid.fee.estimatedFee).toBe(fee);
    // the partner had 4000 of 10000: 2400 of 6000, and bears the fee
    expect(paid.splits.find((s) => s.recipientId === partner!.id)).toMatchObject({
      amount: 2400,
      netAmount: 2400 - fee,
    });
    const { payables } = await money(t.id);
    expect(payables.reduce((a, p) => a + p.amount, 0)).toBe(6000);
    expect(payables.reduce((a, p) => a + p.fee, 0)).toBe(fee);
    expect(await paymentOf(t.id)).toMatchObject({ capturedAmount: 6000 });
    // once: the rest is not there to capture
    await expect(captureTransaction({ companyId, transactionId: t.id, amount: 1000 })).rejects.toMatchObject({
      code: "invalid_state",
    });
  });

  it("two captures at once: the acquirer captures once and the ledger is written once", async () => {
    const { companyId, t } = await authorize();
    const results = await Promise.allSettled([
      captureTransaction({ companyId, transactionId: t.id }),
      captureTransaction({ companyId, transactionId: t.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "invalid_state" } });
    const { ledger, payables } = await money(t.id);
    expect(payables.reduce((a, p) => a + p.amount, 0)).toBe(10000);
    expect(ledger.filter((l) => l.amount > 0).reduce((a, l) => a + l.amount, 0)).toBeGreaterThan(0);
    expect(await eventsOf(t.id)).toEqual(["transaction.authorized", "transaction.paid"]);
  });

  it("bad captures change nothing: above the authorization, not authorized, or refused by the acquirer", async () => {
    const { companyId, t } = await authorize();
    await expect(captureTransaction({ companyId, transactionId: t.id, amount: 10001 })).rejects.toMatchObject({
      code: "invalid_amount",
      details: { authorized: 10000 },
    });
    const refused = await authorize({ number: CAPTURE_FAILS });
    await expect(
      captureTransaction({ companyId: refused.companyId, transactionId: refused.t.id }),
    ).rejects.toMatchObject({ code: "capture_refused", status: 422 });
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: refused.t.id } })).toMatchObject({
      status: "authorized",
      paidAmount: 0,
    });
    expect(await money(refused.t.id)).toEqual({ ledger: [], payables: [] });
    const paid = await createTransaction({ companyId, input: txInput("credit_card") });
    await expect(captureTransaction({ companyId, transactionId: paid.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
    // another company's transaction is not found
    const other = await makeCompany();
    await expect(captureTransaction({ companyId: other.company.id, transactionId: t.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("a cancel voids the authorization at the acquirer; an authorization left uncaptured is voided by the sweep", async () => {
    const { companyId, t } = await authorize();
    expect(await cancelTransaction({ companyId, transactionId: t.id })).toMatchObject({ status: "canceled" });
    expect(await paymentOf(t.id)).toMatchObject({ status: "voided" });
    await expect(captureTransaction({ companyId, transactionId: t.id })).rejects.toMatchObject({
      code: "invalid_state",
    });

    const left = await authorize();
    await voidStaleAuthorizations({ days: 5, now: new Date(Date.now() + 4 * 86_400_000) });
    expect((await prisma.transaction.findUniqueOrThrow({ where: { id: left.t.id } })).status).toBe("authorized");
    await voidStaleAuthorizations({ days: 5, now: new Date(Date.now() + 6 * 86_400_000) });
    const voided = await prisma.transaction.findUniqueOrThrow({
      where: { id: left.t.id },
      include: { statusHistory: { orderBy: { id: "asc" } } },
    });
    expect(voided.status).toBe("canceled");
    expect(voided.statusHistory.at(-1)).toMatchObject({ status: "canceled", reason: "capture_expired" });
    expect(await paymentOf(left.t.id)).toMatchObject({ status: "voided" });
  });

  it("a capture and a cancel each write one audit entry in their own commit", async () => {
    const { companyId, t } = await authorize();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId, role: "owner" } });
    const audit = { actor: { kind: "session" as const, userId: owner.id, role: "owner" as const }, ip: "203.0.113.9" };
    await captureTransaction({ companyId, transactionId: t.id, amount: 5000, audit });
    const other = await createTransaction({ companyId, input: txInput("credit_card", { capture: false }) });
    await cancelTransaction({ companyId, transactionId: other.id, audit });
    const entries = await prisma.auditEntry.findMany({ where: { companyId }, orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.action, e.objectId, e.actorLabel, e.ip])).toEqual([
      ["transaction.capture", String(t.id), owner.email, "203.0.113.9"],
      ["transaction.cancel", String(other.id), owner.email, "203.0.113.9"],
    ]);
    expect(entries[0].after).toEqual({ status: "paid", paidAmount: 5000 });
  });

  it("only a card can be authorized without capture", () => {
    const pix = createTransactionSchema.safeParse(txInput("pix", { capture: false }));
    expect(pix.success).toBe(false);
    expect(pix.error?.issues.map((i) => i.path.join("."))).toEqual(["capture"]);
  });
});
