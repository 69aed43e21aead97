import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as healthGet } from "@/app/api/health/route";
import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { toErrorResponse } from "@/lib/http/error-response";
import { prisma } from "@/lib/platform/db";
import { sandboxPixRail, usePixRail } from "@/lib/rails";
import { createSandboxPsp } from "@/lib/rails/pix/sandbox-psp/create-sandbox-psp";
import { serveSandboxPsp } from "@/lib/rails/pix/sandbox-psp/serve-sandbox-psp";
import { makeCompany, txInput } from "@/lib/test/factories";
import { type PspHarness, startPspHarness, startWebhookReceiver } from "@/lib/test/sandbox-psp-harness";
import { setEnv } from "@/lib/test/set-env";

import { createTransaction } from "./create-transaction";
import { expireTransaction } from "./expire-transaction";
import { getTransaction } from "./get-transaction";
import { payTransaction } from "./pay-transaction";
import { receivePixNotification } from "./receive-pix-notification";
import { reconcilePix } from "./reconcile-pix";
import { refundTransaction } from "./refund-transaction";

// The Pix flows of the domain against the built-in PSP over HTTP: the PSP's webhook reaches a
// receiver that hands the body to receivePixNotification (what the route does), devoluções stay
// EM_PROCESSAMENTO until the simulated payer's bank settles them.

let psp: PspHarness;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let rail: ReturnType<typeof sandboxPixRail>;

beforeAll(async () => {
  psp = await startPspHarness({ refundSettlement: "manual" });
  hook = await startWebhookReceiver(async (body) => ((await receivePixNotification(body)).ok ? 200 : 400));
  rail = sandboxPixRail(psp.origin, { retryDelayMs: 10 });
  usePixRail(rail);
  await rail.registerWebhook(hook.url);
});
afterAll(async () => {
  await hook.close();
  await psp.close();
});

const newPix = async (amount = 10000) => {
  const { company, ownRecipientId } = await makeCompany();
  const t = await createTransaction({
    companyId: company.id,
    input: { ...txInput("pix"), amount, items: [{ title: "Mel", unitPrice: amount, quantity: 1, tangible: true }] },
  });
  return { companyId: company.id, ownRecipientId, t, txid: t.pix!.txid! };
};
// the transaction's own events: other test files share the database and may record events whose
// objectId happens to be this transaction's id
const eventsOf = (objectId: number) =>
  prisma.event
    .findMany({
      where: { objectType: "transaction", objectId, company: { transactions: { some: { id: objectId } } } },
      orderBy: { id: "asc" },
      select: { type: true },
    })
    .then((es) => es.map((e) => e.type));
const ledgerCount = (transactionId: number) => prisma.ledgerEntry.count({ where: { transactionId } });

describe("payments", () => {
  it("the PSP's webhook alone settles the payment; the same notification again changes nothing", async () => {
    const { companyId, t, txid } = await newPix();
    expect(txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    const payment = await rail.simulator!.pay(txid);
    const paid = await getTransaction({ companyId, transactionId: t.id });
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000, pix: { txid, end2EndId: payment.end2EndId } });
    const lines = await ledgerCount(t.id);

    const res = await fetch(`${hook.url}/pix`, { method: "POST", body: JSON.stringify(hook.hits.at(-1)!.body) });
    expect(res.status).toBe(200);
    expect(await ledgerCount(t.id)).toBe(lines);
    expect(await eventsOf(t.id)).toEqual(["transaction.waiting_payment", "transaction.paid"]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("an unknown txid is answered 200 and changes nothing; a malformed body is a 400", async () => {
    const unknown = {
      pix: [
        {
          endToEndId: "E00000000202601011200ABCDEFGHJKL",
          txid: "CMunknown0000000000000000000",
          valor: "1.00",
          horario: new Date().toISOString(),
        },
      ],
    };
    expect((await fetch(`${hook.url}/pix`, { method: "POST", body: JSON.stringify(unknown) })).status).toBe(200);
    expect(
      (await fetch(`${hook.url}/pix`, { method: "POST", body: JSON.stringify({ pix: [{ valor: 1 }] }) })).status,
    ).toBe(400);
  });

  it("a lost webhook is recovered by reconciliation (GET /pix over the window)", async () => {
    const { companyId, t, txid } = await newPix();
    const from = new Date(Date.now() - 1000);
    await rail.simulator!.pay(txid, { notify: false });
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("waiting_payment");
    const counts = await reconcilePix({ from, to: new Date(Date.now() + 1000) });
    expect(counts.payments).toBeGreaterThanOrEqual(1);
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("paid");
    // a second run over the same window changes nothing
    const lines = await ledgerCount(t.id);
    await reconcilePix({ from, to: new Date(Date.now() + 1000) });
    expect(await ledgerCount(t.id)).toBe(lines);
  });

  it("an under-paid Pix is refused: the transaction keeps waiting", async () => {
    const { companyId, t, txid } = await newPix();
    await rail.simulator!.pay(txid, { amount: 9999 });
    expect(await getTransaction({ companyId, transactionId: t.id })).toMatchObject({
      status: "waiting_payment",
      paidAmount: 0,
    });
  });

  it("the sandbox pay action pays through the PSP, and a Pix canceled by Colmeia is removed at the PSP", async () => {
    const a = await newPix();
    expect(await payTransaction({ companyId: a.companyId, transactionId: a.t.id })).toMatchObject({ status: "paid" });
    expect((await rail.chargeStatus(a.txid)).status).toBe("paid");
    const b = await newPix();
    await expireTransaction({ companyId: b.companyId, transactionId: b.t.id });
    expect((await rail.chargeStatus(b.txid)).status).toBe("removed");
  });
});

describe("devoluções", () => {
  it("a partial and then a full devolução: pending until DEVOLVIDO, pending_refund in between", async () => {
    const { companyId, ownRecipientId, t } = await newPix();
    await payTransaction({ companyId, transactionId: t.id });
    const end2EndId = (await getTransaction({ companyId, transactionId: t.id })).pix!.end2EndId!;
    const fee = t.fee.estimatedFee;

    await refundTransaction({ companyId, transactionId: t.id, amount: 3000 });
    const first = await prisma.refund.findFirstOrThrow({ where: { transactionId: t.id } });
    expect(first).toMatchObject({ status: "pending", railRefundId: expect.stringMatching(/^CMR\w+$/) });
    expect((await balanceOf(prisma, ownRecipientId)).available).toBeLessThan(10000 - fee - 2000); // held while pending
    await rail.simulator!.settleRefund({ end2EndId, refundId: first.railRefundId!, status: "refunded" });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "refunded",
      railReturnId: expect.stringMatching(/^D/),
    });

    const full = await refundTransaction({ companyId, transactionId: t.id });
    expect(full.transaction).toMatchObject({ status: "pending_refund", refundedAmount: 10000 });
    const second = await prisma.refund.findFirstOrThrow({ where: { transactionId: t.id, status: "pending" } });
    await rail.simulator!.settleRefund({ end2EndId, refundId: second.railRefundId!, status: "refunded" });
    expect(await getTransaction({ companyId, transactionId: t.id })).toMatchObject({
      status: "refunded",
      refundedAmount: 10000,
    });
    expect((await balanceOf(prisma, ownRecipientId)).available).toBe(0);
    expect(await eventsOf(t.id)).toEqual([
      "transaction.waiting_payment",
      "transaction.paid",
      "transaction.partially_refunded",
      "transaction.pending_refund",
      "transaction.refunded",
    ]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("NAO_REALIZADO gives the money back to the merchant, sends transaction.refund_failed, and the amount can be refunded again", async () => {
    const { companyId, ownRecipientId, t } = await newPix();
    await payTransaction({ companyId, transactionId: t.id });
    const before = await balanceOf(prisma, ownRecipientId);
    const end2EndId = (await getTransaction({ companyId, transactionId: t.id })).pix!.end2EndId!;
    await refundTransaction({ companyId, transactionId: t.id });
    const refund = await prisma.refund.findFirstOrThrow({ where: { transactionId: t.id } });
    await rail.simulator!.settleRefund({
      end2EndId,
      refundId: refund.railRefundId!,
      status: "failed",
      reason: "Conta encerrada",
    });
    expect(await getTransaction({ companyId, transactionId: t.id })).toMatchObject({
      status: "paid",
      refundedAmount: 0,
    });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: "failed",
      failReason: "Conta encerrada",
    });
    expect((await balanceOf(prisma, ownRecipientId)).available).toBe(before.available);
    expect((await eventsOf(t.id)).slice(-2)).toEqual(["transaction.pending_refund", "transaction.refund_failed"]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
    await refundTransaction({ companyId, transactionId: t.id });
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("pending_refund");
  });

  it("a devolução the PSP never received (5xx) stays pending and reconciliation asks again with the same id", async () => {
    const { companyId, t } = await newPix();
    await payTransaction({ companyId, transactionId: t.id });
    const end2EndId = (await getTransaction({ companyId, transactionId: t.id })).pix!.end2EndId!;
    for (let i = 0; i < 3; i++)
      psp.faults.push({
        match: (r) => r.method === "PUT" && r.url.includes(`/pix/${end2EndId}/devolucao/`),
        kind: "status",
        status: 503,
      });
    await refundTransaction({ companyId, transactionId: t.id, amount: 1000 });
    const refund = await prisma.refund.findFirstOrThrow({ where: { transactionId: t.id } });
    await expect(rail.refundStatus({ end2EndId, refundId: refund.railRefundId! })).rejects.toMatchObject({
      details: { status: 404 },
    });
    await reconcilePix({ from: new Date(), to: new Date() });
    expect(await rail.refundStatus({ end2EndId, refundId: refund.railRefundId! })).toMatchObject({
      status: "pending",
      amount: 1000,
    });
    await rail.simulator!.settleRefund({
      end2EndId,
      refundId: refund.railRefundId!,
      status: "refunded",
      notify: false,
    });
    await reconcilePix({ from: new Date(), to: new Date() });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "refunded" });
  });
});

describe("production mode", () => {
  it("refuses Pix with 422 rail_not_configured while the rail is the sandbox PSP, and health says the rail is not real", async () => {
    const { company } = await makeCompany();
    setEnv({ COLMEIA_MODE: "production" });
    try {
      const error = await createTransaction({ companyId: company.id, input: txInput("pix") }).catch((e: unknown) => e);
      const res = toErrorResponse(error, "test");
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: expect.any(String),
        code: "rail_not_configured",
        details: { rail: "pix" },
      });
      expect(await prisma.transaction.count({ where: { companyId: company.id } })).toBe(0);
      const health = await (await healthGet()).json();
      // Pix and card call a provider over the network: their health also says when it last answered
      expect(health.rails).toEqual({
        pix: expect.objectContaining({ provider: "sandbox", real: false }),
        card: expect.objectContaining({ provider: "sandbox", real: false }),
        boleto: { provider: "sandbox", real: false },
        payout: { provider: "sandbox", real: false },
      });
      setEnv({ PIX_PROVIDER: "api-pix" });
      expect((await (await healthGet()).json()).rails.pix).toMatchObject({ provider: "api-pix", real: true });
    } finally {
      setEnv({ COLMEIA_MODE: undefined, PIX_PROVIDER: undefined });
    }
  });
});

describe("a PSP restart", () => {
  it("the PSP stops after the charge and comes back on its port: the payment settles exactly once", async () => {
    const make = (port = 0) => serveSandboxPsp({ psp: createSandboxPsp({ locationHost: "psp.sandbox.test" }), port });
    const first = await make();
    const own = sandboxPixRail(first.origin, { retryDelayMs: 10 });
    usePixRail(own);
    let second: Awaited<ReturnType<typeof make>> | undefined;
    try {
      const { companyId, t, txid } = await newPix();
      const from = new Date(Date.now() - 1000);
      await first.close();
      // the same port again; the connector's kept-alive connections to the old process are gone
      second = await make(Number(new URL(first.origin).port));
      await own.simulator!.pay(txid, { notify: false });
      await reconcilePix({ from, to: new Date(Date.now() + 1000) });
      expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("paid");
      const lines = await ledgerCount(t.id);
      await reconcilePix({ from, to: new Date(Date.now() + 1000) });
      expect(await ledgerCount(t.id)).toBe(lines);
      expect(await eventsOf(t.id)).toEqual(["transaction.waiting_payment", "transaction.paid"]);
    } finally {
      usePixRail(rail);
      await second?.close();
    }
  });
});
