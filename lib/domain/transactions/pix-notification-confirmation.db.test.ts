import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as pixWebhookPost } from "@/app/api/rails/pix/[secret]/pix/route";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { prisma } from "@/lib/platform/db";
import { pixWebhookSecret } from "@/lib/platform/env";
import { sandboxPixRail, usePixRail } from "@/lib/rails";
import { makeCompany, txInput } from "@/lib/test/factories";
import { type PspHarness, startPspHarness, startWebhookReceiver } from "@/lib/test/sandbox-psp-harness";
import { setEnv } from "@/lib/test/set-env";

import { createTransaction } from "./create-transaction";
import { getTransaction } from "./get-transaction";
import { payTransaction } from "./pay-transaction";
import { reconcilePix } from "./reconcile-pix";
import { refundTransaction } from "./refund-transaction";

// A Pix notification is a hint, not a payment (docs/security.md, "Pix notifications"): whatever a
// POST to the webhook route says, only what the PSP confirms (GET /pix/{e2eid}, GET /cob/{txid},
// GET /pix/{e2eid}/devolucao/{id}) is settled, with the PSP's amount and identifiers.

let psp: PspHarness;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let rail: ReturnType<typeof sandboxPixRail>;

/** The webhook route itself, as the PSP (or a forger who knows the URL) reaches it. */
const postNotification = (body: unknown) =>
  pixWebhookPost(
    new Request("http://colmeia.test/api/rails/pix/secret/pix", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ secret: pixWebhookSecret() }) },
  );

beforeAll(async () => {
  psp = await startPspHarness({ refundSettlement: "manual" });
  hook = await startWebhookReceiver(async (body) => (await postNotification(body)).status);
  rail = sandboxPixRail(psp.origin, { retryDelayMs: 10 });
  usePixRail(rail);
  await rail.registerWebhook(hook.url);
});
afterAll(async () => {
  usePixRail(null);
  await hook.close();
  await psp.close();
});

const newPix = async (amount = 10000) => {
  const { company } = await makeCompany();
  const t = await createTransaction({
    companyId: company.id,
    input: { ...txInput("pix"), amount, items: [{ title: "Mel", unitPrice: amount, quantity: 1, tangible: true }] },
  });
  return { companyId: company.id, t, txid: t.pix!.txid! };
};
const ledgerCount = (transactionId: number) => prisma.ledgerEntry.count({ where: { transactionId } });
const forgedE2e = () =>
  `E00000000${new Date().toISOString().replace(/\D/g, "").slice(0, 12)}FORGED${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
const entry = (e: { endToEndId: string; txid?: string; valor: string; devolucoes?: object[] }) => ({
  ...e,
  horario: new Date().toISOString(),
});

describe("payments are settled only when the PSP confirms them", () => {
  it("a made-up endToEndId with a real txid and valor 99999.00 leaves the transaction waiting and the ledger empty", async () => {
    const { companyId, t, txid } = await newPix();
    const endToEndId = forgedE2e();
    expect(endToEndId).toMatch(/^[A-Za-z0-9]{32}$/);
    const res = await postNotification({ pix: [entry({ endToEndId, txid, valor: "99999.00" })] });
    expect(res.status).toBe(200);
    expect(await getTransaction({ companyId, transactionId: t.id })).toMatchObject({
      status: "waiting_payment",
      paidAmount: 0,
    });
    expect(await ledgerCount(t.id)).toBe(0);
  });

  it("a real payment notified with a wrong valor is settled with the PSP's amount, end-to-end id and time", async () => {
    const { companyId, t, txid } = await newPix();
    const paidAt = new Date(Date.now() - 60_000);
    const real = await rail.simulator!.pay(txid, { notify: false, paidAt });
    const res = await postNotification({
      pix: [{ endToEndId: real.end2EndId, txid, valor: "1.00", horario: new Date().toISOString() }],
    });
    expect(res.status).toBe(200);
    const paid = await getTransaction({ companyId, transactionId: t.id });
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000, pix: { txid, end2EndId: real.end2EndId } });
    expect(new Date(paid.paidAt!).toISOString()).toBe(paidAt.toISOString());
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("a real Pix below the charge, notified as the full amount, settles nothing: the charge is not concluded", async () => {
    const { companyId, t, txid } = await newPix();
    const partial = await rail.simulator!.pay(txid, { amount: 4000, notify: false });
    await postNotification({ pix: [entry({ endToEndId: partial.end2EndId, txid, valor: "100.00" })] });
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("waiting_payment");
    expect(await ledgerCount(t.id)).toBe(0);
  });

  it("a real Pix of one charge notified under another transaction's txid settles neither", async () => {
    const a = await newPix();
    const b = await newPix();
    const real = await rail.simulator!.pay(a.txid, { notify: false });
    await postNotification({ pix: [entry({ endToEndId: real.end2EndId, txid: b.txid, valor: "100.00" })] });
    expect((await getTransaction({ companyId: b.companyId, transactionId: b.t.id })).status).toBe("waiting_payment");
    expect((await getTransaction({ companyId: a.companyId, transactionId: a.t.id })).status).toBe("waiting_payment");
  });

  it("an endToEndId holding \\u0000 is no 500: answered as JSON, nothing settled, the PSP never asked", async () => {
    const { companyId, t, txid } = await newPix();
    const asked = psp.exchanges.length;
    const body = `{"pix":[{"endToEndId":"E0000000020260101\\u0000ABCDEFGHJKLMN","txid":"${txid}","valor":"100.00","horario":"${new Date().toISOString()}"}]}`;
    const res = await postNotification(body);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("content-type")).toMatch(/json/);
    await res.json();
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("waiting_payment");
    expect(psp.exchanges.slice(asked).filter((e) => e.path.includes("/v2/pix/"))).toEqual([]);
  });

  it("the PSP down during confirmation: 503, nothing settled; a later reconciliation settles it", async () => {
    const { companyId, t, txid } = await newPix();
    const from = new Date(Date.now() - 1000);
    const real = await rail.simulator!.pay(txid, { notify: false });
    for (let i = 0; i < 3; i++)
      psp.faults.push({
        match: (r) => r.method === "GET" && r.url.includes(`/pix/${real.end2EndId}`),
        kind: "status",
        status: 503,
      });
    const res = await postNotification({ pix: [entry({ endToEndId: real.end2EndId, txid, valor: "100.00" })] });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "rail_unavailable" });
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("waiting_payment");
    expect(await ledgerCount(t.id)).toBe(0);
    await reconcilePix({ from, to: new Date(Date.now() + 1000) });
    expect(await getTransaction({ companyId, transactionId: t.id })).toMatchObject({
      status: "paid",
      pix: { end2EndId: real.end2EndId },
    });
  });

  it("the PSP's own notification and the sandbox pay action still settle, once", async () => {
    const a = await newPix();
    const real = await rail.simulator!.pay(a.txid);
    expect(await getTransaction({ companyId: a.companyId, transactionId: a.t.id })).toMatchObject({
      status: "paid",
      pix: { end2EndId: real.end2EndId },
    });
    const b = await newPix();
    expect(await payTransaction({ companyId: b.companyId, transactionId: b.t.id })).toMatchObject({ status: "paid" });
    expect(
      await prisma.event.count({ where: { type: "transaction.paid", objectId: b.t.id, companyId: b.companyId } }),
    ).toBe(1);
  });
});

describe("devoluções are settled only from the PSP's answer", () => {
  const pendingRefund = async () => {
    const { companyId, t, txid } = await newPix();
    await payTransaction({ companyId, transactionId: t.id });
    const end2EndId = (await getTransaction({ companyId, transactionId: t.id })).pix!.end2EndId!;
    await refundTransaction({ companyId, transactionId: t.id });
    const refund = await prisma.refund.findFirstOrThrow({ where: { transactionId: t.id } });
    expect(refund.status).toBe("pending");
    return { companyId, t, txid, end2EndId, refund, lines: await ledgerCount(t.id) };
  };
  const devolucao = (id: string, status: string) => ({
    id,
    rtrId: "D00000000202601011200FORGED00001",
    valor: "100.00",
    horario: { solicitacao: new Date().toISOString(), liquidacao: new Date().toISOString() },
    status,
    ...(status === "NAO_REALIZADO" && { motivo: "forjado" }),
  });

  for (const status of ["DEVOLVIDO", "NAO_REALIZADO"])
    it(`a forged ${status} for a devolução the PSP still processes leaves the refund pending`, async () => {
      const { companyId, t, txid, end2EndId, refund, lines } = await pendingRefund();
      const res = await postNotification({
        pix: [
          entry({
            endToEndId: end2EndId,
            txid,
            valor: "100.00",
            devolucoes: [devolucao(refund.railRefundId!, status)],
          }),
        ],
      });
      expect(res.status).toBe(200);
      expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "pending" });
      expect(await getTransaction({ companyId, transactionId: t.id })).toMatchObject({
        status: "pending_refund",
        refundedAmount: 10000,
      });
      expect(await ledgerCount(t.id)).toBe(lines);
    });

  it("a devolução the PSP settled is settled from the PSP's answer, whatever the notification says", async () => {
    const { companyId, t, txid, end2EndId, refund } = await pendingRefund();
    await rail.simulator!.settleRefund({
      end2EndId,
      refundId: refund.railRefundId!,
      status: "refunded",
      notify: false,
    });
    // the notification claims NAO_REALIZADO; the PSP says DEVOLVIDO
    await postNotification({
      pix: [
        entry({
          endToEndId: end2EndId,
          txid,
          valor: "100.00",
          devolucoes: [devolucao(refund.railRefundId!, "NAO_REALIZADO")],
        }),
      ],
    });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: "refunded",
      railReturnId: expect.stringMatching(/^D/),
    });
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("refunded");
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });
});

describe("logs", () => {
  it("what is not confirmed is logged by its ids; no log line names the webhook URL's secret", async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    setEnv({ LOG_LEVEL: "info" });
    try {
      const { txid } = await newPix();
      const endToEndId = forgedE2e();
      await postNotification({ pix: [entry({ endToEndId, txid, valor: "99999.00" })] });
      await postNotification(
        `{"pix":[{"endToEndId":"E\\u0000","txid":"${txid}","valor":"1.00","horario":"${new Date().toISOString()}"}]}`,
      );
      await postNotification("{");
      expect(lines.join("")).toContain(endToEndId);
    } finally {
      setEnv({ LOG_LEVEL: undefined });
      out.mockRestore();
      err.mockRestore();
    }
    expect(lines.join("")).not.toContain(pixWebhookSecret());
  });

  it("goes through the request shell: a request id on every answer, one access-log line naming the route's pattern", async () => {
    const lines: string[] = [];
    const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    });
    setEnv({ LOG_LEVEL: "info" });
    const answers: Response[] = [];
    try {
      const { txid } = await newPix();
      answers.push(await postNotification({ pix: [entry({ endToEndId: forgedE2e(), txid, valor: "1.00" })] }));
      answers.push(await postNotification("{"));
      answers.push(await postNotification({ nada: true }));
    } finally {
      setEnv({ LOG_LEVEL: undefined });
      out.mockRestore();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 400, 400]);
    const ids = answers.map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{16}$/);
    const requests = lines
      .flatMap((l) => l.split("\n"))
      .filter((l) => l.includes('"msg":"request"'))
      .map((l) => JSON.parse(l) as { requestId: string; path: string; status: number });
    expect(requests).toEqual(
      ids.map((requestId, i) =>
        expect.objectContaining({ requestId, path: "/api/rails/pix/{secret}/pix", status: answers[i].status }),
      ),
    );
  });
});
