import { describe, expect, it } from "vitest";

import { getCheckout, getCheckoutStatus } from "@/lib/domain/checkout/get-checkout";
import { simulateCheckoutPayment } from "@/lib/domain/checkout/simulate-checkout-payment";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "./create-transaction";
import { expireDueCharges } from "./expire-due-charges";
import { payTransaction } from "./pay-transaction";

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

// Charges are made "in the past" so that they are due now: the sweeps below run at the real time
// and leave alone whatever other tests left waiting in the same database.
async function duePix(companyId: number) {
  return createTransaction({ companyId, input: txInput("pix", { pix: { expiresInSeconds: 60 } }), now: ago(120_000) });
}

async function historyOf(transactionId: number) {
  const changes = await prisma.transactionStatusChange.findMany({
    where: { transactionId },
    orderBy: { id: "asc" },
    select: { fromStatus: true, status: true, reason: true },
  });
  const events = await prisma.event.findMany({
    where: { objectType: "transaction", objectId: transactionId },
    orderBy: { id: "asc" },
    select: { type: true, data: true },
  });
  return {
    changes: changes.filter((c) => c.status === "canceled"),
    canceledEvents: events.filter((e) => e.type === "transaction.canceled"),
  };
}

describe("expireDueCharges (real database)", () => {
  it("a Pix past its expirationDate cannot be paid, even before the sweep reaches it; a boleto in its grace days can", async () => {
    const { company } = await makeCompany();
    const due = await duePix(company.id);
    await expect(payTransaction({ companyId: company.id, transactionId: due.id })).rejects.toMatchObject({
      code: "invalid_state",
      details: { expirationDate: due.pix!.expirationDate },
    });
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: due.id } })).toMatchObject({
      status: "waiting_payment",
      paidAmount: 0,
    });
    expect(await prisma.ledgerEntry.count({ where: { transactionId: due.id } })).toBe(0);

    const overdue = await createTransaction({
      companyId: company.id,
      input: txInput("boleto", { boleto: { expiresInDays: 1 } }),
      now: ago(2 * DAY),
    });
    expect(await payTransaction({ companyId: company.id, transactionId: overdue.id })).toMatchObject({
      status: "paid",
    });
  });

  it("cancels a Pix past its expirationDate, with history and event, and leaves one not yet due", async () => {
    const { company } = await makeCompany();
    const due = await duePix(company.id);
    const notDue = await createTransaction({
      companyId: company.id,
      input: txInput("pix", { pix: { expiresInSeconds: 3600 } }),
    });

    const { expired } = await expireDueCharges();
    expect(expired).toContain(due.id);
    expect(expired).not.toContain(notDue.id);

    const { changes, canceledEvents } = await historyOf(due.id);
    expect(changes).toEqual([{ fromStatus: "waiting_payment", status: "canceled", reason: "expired" }]);
    expect(canceledEvents).toHaveLength(1);
    expect(canceledEvents[0].data).toMatchObject({ id: due.id, status: "canceled", paymentMethod: "pix" });
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: notDue.id } })).toMatchObject({
      status: "waiting_payment",
    });
  });

  it("keeps a boleto waiting through its grace period after the due date, then cancels it", async () => {
    const { company } = await makeCompany();
    // due two days ago (a one-day boleto made three days ago)
    const boleto = await createTransaction({
      companyId: company.id,
      input: txInput("boleto", { boleto: { expiresInDays: 1 } }),
      now: ago(3 * DAY),
    });

    expect((await expireDueCharges({ boletoGraceDays: 5 })).expired).not.toContain(boleto.id);
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: boleto.id } })).toMatchObject({
      status: "waiting_payment",
    });

    expect((await expireDueCharges({ boletoGraceDays: 0 })).expired).toContain(boleto.id);
    const { changes, canceledEvents } = await historyOf(boleto.id);
    expect(changes).toEqual([{ fromStatus: "waiting_payment", status: "canceled", reason: "expired" }]);
    expect(canceledEvents).toHaveLength(1);
  });

  it("never touches a paid charge", async () => {
    const { company } = await makeCompany();
    const t = await duePix(company.id);
    // paid inside its window (the bank's confirmation carries the payment's time)
    await payTransaction({ companyId: company.id, transactionId: t.id, now: ago(90_000) });
    expect((await expireDueCharges()).expired).not.toContain(t.id);
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({ status: "paid" });
    expect((await historyOf(t.id)).canceledEvents).toEqual([]);
  });

  it("two sweeps at once expire each due charge exactly once", async () => {
    const { company } = await makeCompany();
    const charges = await Promise.all(Array.from({ length: 30 }, () => duePix(company.id)));
    const [a, b] = await Promise.all([expireDueCharges(), expireDueCharges()]);
    const ours = new Set(charges.map((c) => c.id));
    const expired = [...a.expired, ...b.expired].filter((id) => ours.has(id));
    expect(expired.sort((x, y) => x - y)).toEqual([...ours].sort((x, y) => x - y));
    for (const c of charges) {
      const { changes, canceledEvents } = await historyOf(c.id);
      expect(changes).toHaveLength(1);
      expect(canceledEvents).toHaveLength(1);
    }
  });

  it("a payment racing the sweep either wins (paid, never canceled) or is refused", async () => {
    const { company } = await makeCompany();
    const charges = await Promise.all(Array.from({ length: 10 }, () => duePix(company.id)));
    const [, ...payments] = await Promise.allSettled([
      expireDueCharges(),
      ...charges.map((c) => payTransaction({ companyId: company.id, transactionId: c.id, now: ago(90_000) })),
    ]);
    for (const [i, c] of charges.entries()) {
      const row = await prisma.transaction.findUniqueOrThrow({ where: { id: c.id } });
      const { canceledEvents } = await historyOf(c.id);
      if (payments[i].status === "fulfilled") {
        expect(row.status).toBe("paid");
        expect(canceledEvents).toEqual([]);
      } else {
        expect(payments[i]).toMatchObject({ reason: { code: "invalid_state" } });
        expect(row.status).toBe("canceled");
        expect(canceledEvents).toHaveLength(1);
      }
    }
  });

  it("the hosted checkout shows a charge past its deadline as expired before the sweep runs, and refuses to pay it", async () => {
    const { company } = await makeCompany();
    const t = await duePix(company.id);
    const { secureId } = await prisma.transaction.findUniqueOrThrow({
      where: { id: t.id },
      select: { secureId: true },
    });
    const view = (await getCheckout({ secureId }))!;
    expect(view).toMatchObject({
      status: "waiting_payment",
      isExpired: true,
      canSimulatePayment: false,
      payableUntil: t.pix!.expirationDate,
    });
    expect(await getCheckoutStatus({ secureId })).toMatchObject({ status: "waiting_payment", isExpired: true });
    expect((await getCheckout({ secureId, now: ago(90_000) }))!.isExpired).toBe(false);
    await expect(simulateCheckoutPayment({ secureId })).rejects.toMatchObject({ code: "invalid_state" });
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: "waiting_payment",
    });
  });
});
