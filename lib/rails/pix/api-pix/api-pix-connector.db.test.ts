import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import { isValidBrCode } from "@/lib/formats/pix-brcode";
import { runSql, sql } from "@/lib/platform/sql";
import { sandboxPixRail } from "@/lib/rails";
import { RailError } from "@/lib/rails/pix/port";
import { sandboxPspCredentials } from "@/lib/rails/pix/sandbox-psp/sandbox-psp-credentials";
import { type Exchange, type PspHarness, startPspHarness, startWebhookReceiver } from "@/lib/test/sandbox-psp-harness";
import { makeTestCertificates } from "@/lib/test/test-certificates";

import {
  cobRevisadaSchema,
  cobSolicitadaSchema,
  cobvSolicitadaSchema,
  devolucaoSolicitadaSchema,
  pixQuerySchema,
  specCobSchema,
  specCobvSchema,
  specDevolucaoSchema,
  specPixListSchema,
  specPixSchema,
  specProblemaSchema,
  specTokenAnswerSchema,
  specWebhookNotificationSchema,
  tokenRequestSchema,
  webhookSolicitadoSchema,
} from "./schemas";

// The api-pix connector against the built-in PSP over real HTTP: charges, tokens, faults,
// webhooks, the Pix list and devoluções. The PSP keeps its state in the test database.

const newTxid = () => `T${randomBytes(16).toString("hex")}`.slice(0, 30);
const payer = { name: "Maria da Silva", document: { type: "cpf" as const, number: "12345678909" } };
const cobRows = async (txid: string) =>
  (await runSql(sql<{ n: number }>`SELECT count(*)::int AS "n" FROM "SandboxPspCob" WHERE "txid" = ${txid}`))[0].n;
const tokenCalls = (psp: PspHarness) => psp.exchanges.filter((e) => e.path.endsWith("/oauth/token")).length;

let psp: PspHarness;
let rail: ReturnType<typeof sandboxPixRail>;

beforeAll(async () => {
  psp = await startPspHarness({ refundSettlement: "manual" });
  rail = sandboxPixRail(psp.origin, { retryDelayMs: 10, timeoutMs: 800 });
});
afterAll(async () => {
  rail.close();
  await psp.close();
});

describe("charges", () => {
  it("PUT /cob/{txid} issues a BR Code and a location without scheme; the same txid again is the same charge", async () => {
    const txid = newTxid();
    const charge = await rail.createCharge({
      txid,
      amount: 12345,
      expiresInSeconds: 600,
      payer,
      description: "Pedido 42",
    });
    expect(isValidBrCode(charge.qrcode)).toBe(true);
    expect(charge.qrcode).toContain(charge.location);
    expect(charge.location).toMatch(/^psp\.sandbox\.test\/sandbox\/psp\/qr\/v2\/[0-9a-f]+$/);
    expect(Date.parse(charge.expirationDate) - Date.now()).toBeGreaterThan(590_000);
    const again = await rail.createCharge({
      txid,
      amount: 12345,
      expiresInSeconds: 600,
      payer,
      description: "Pedido 42",
    });
    expect(again.qrcode).toBe(charge.qrcode);
    expect(await cobRows(txid)).toBe(1);
    expect(await rail.chargeStatus(txid)).toMatchObject({ txid, status: "active", amount: 12345, payments: [] });
  });

  it("a passport payer is left out of devedor (the standard names debtors by CPF or CNPJ)", async () => {
    const txid = newTxid();
    await rail.createCharge({
      txid,
      amount: 500,
      expiresInSeconds: 600,
      payer: { name: "John", document: { type: "passport", number: "X1234567" } },
    });
    const put = psp.exchanges.findLast((e) => e.method === "PUT" && e.path.endsWith(txid))!;
    expect(put.requestBody).not.toHaveProperty("devedor");
  });

  it("PATCH removes an active charge; a paid one cannot be removed and says so", async () => {
    const a = newTxid();
    await rail.createCharge({ txid: a, amount: 1000, expiresInSeconds: 600 });
    expect((await rail.cancelCharge(a)).status).toBe("removed");
    await expect(rail.simulator!.pay(a)).rejects.toThrow(/REMOVIDA_PELO_USUARIO_RECEBEDOR/);

    const b = newTxid();
    await rail.createCharge({ txid: b, amount: 1000, expiresInSeconds: 600 });
    const paid = await rail.simulator!.pay(b);
    const state = await rail.cancelCharge(b);
    expect(state).toMatchObject({ status: "paid", payments: [{ end2EndId: paid.end2EndId, amount: 1000 }] });
  });

  it("PUT /cobv/{txid}: a Pix with a due date, fine, interest and discount", async () => {
    const txid = newTxid();
    const charge = await rail.createDueCharge({
      txid,
      amount: 50000,
      payer,
      dueDate: "2030-01-10",
      validAfterDueDays: 5,
      finePercent: 2,
      interestPercentPerMonth: 1,
      discount: { amount: 1000, until: "2030-01-05" },
    });
    expect(isValidBrCode(charge.qrcode)).toBe(true);
    expect(charge.location).toContain("/qr/v2/cobv/");
    expect(charge.expirationDate).toBe("2030-01-16T02:59:59.999Z");
  });
});

describe("tokens and faults", () => {
  it("one token serves many calls; a 401 fetches a new one once and the call goes through", async () => {
    const fresh = sandboxPixRail(psp.origin, { retryDelayMs: 10 });
    const before = tokenCalls(psp);
    for (let i = 0; i < 3; i++) await fresh.createCharge({ txid: newTxid(), amount: 100, expiresInSeconds: 60 });
    expect(tokenCalls(psp) - before).toBe(1);
    const txid = newTxid();
    psp.faults.push({ match: (r) => r.method === "PUT" && r.url.endsWith(txid), kind: "status", status: 401 });
    await fresh.createCharge({ txid, amount: 100, expiresInSeconds: 60 });
    expect(tokenCalls(psp) - before).toBe(2);
    expect(await cobRows(txid)).toBe(1);
    fresh.close();
  });

  it("a token is renewed shortly before it expires, never used expired", async () => {
    const shortLived = await startPspHarness({ tokenTtlSeconds: 1 });
    const r = sandboxPixRail(shortLived.origin);
    await r.createCharge({ txid: newTxid(), amount: 100, expiresInSeconds: 60 });
    await new Promise((res) => setTimeout(res, 1100));
    await r.createCharge({ txid: newTxid(), amount: 100, expiresInSeconds: 60 });
    expect(tokenCalls(shortLived)).toBe(2);
    expect(shortLived.exchanges.filter((e) => e.status === 401)).toEqual([]);
    r.close();
    await shortLived.close();
  });

  it("a 5xx is retried with the same txid: one charge", async () => {
    const txid = newTxid();
    psp.faults.push({ match: (r) => r.method === "PUT" && r.url.endsWith(txid), kind: "status", status: 503 });
    const charge = await rail.createCharge({ txid, amount: 777, expiresInSeconds: 60 });
    expect(charge.txid).toBe(txid);
    expect(await cobRows(txid)).toBe(1);
  });

  it("an answer that never comes (the PSP made the charge) is retried with the same txid: the same charge, not a second", async () => {
    const txid = newTxid();
    psp.faults.push({ match: (r) => r.method === "PUT" && r.url.endsWith(txid), kind: "delay", ms: 1500 });
    const charge = await rail.createCharge({ txid, amount: 888, expiresInSeconds: 60 });
    const puts = psp.exchanges.filter((e) => e.method === "PUT" && e.path.endsWith(txid));
    expect(puts.map((e) => e.status)).toEqual([201, 200]);
    expect(puts[1].answerBody).toMatchObject({ pixCopiaECola: charge.qrcode });
    expect(await cobRows(txid)).toBe(1);
  });

  it("a PSP that keeps failing gives a retryable RailError after the retries", async () => {
    const txid = newTxid();
    for (let i = 0; i < 3; i++)
      psp.faults.push({ match: (r) => r.method === "PUT" && r.url.endsWith(txid), kind: "status", status: 500 });
    const error = await rail.createCharge({ txid, amount: 100, expiresInSeconds: 60 }).catch((e) => e);
    expect(error).toBeInstanceOf(RailError);
    expect(error.details).toMatchObject({ status: 500, isRetryable: true });
    expect(await cobRows(txid)).toBe(0);
  });
});

describe("webhook, Pix list and devoluções", () => {
  it("PUT /webhook/{chave} answers 200 without a body; a payment is POSTed to the URL + /pix", async () => {
    const receiver = await startWebhookReceiver();
    try {
      await rail.registerWebhook(receiver.url);
      const put = psp.exchanges.findLast((e) => e.path.includes("/webhook/"))!;
      expect(put).toMatchObject({ status: 200, answerBody: undefined });
      const txid = newTxid();
      await rail.createCharge({ txid, amount: 4321, expiresInSeconds: 600 });
      const paid = await rail.simulator!.pay(txid);
      expect(receiver.hits).toHaveLength(1);
      expect(receiver.hits[0].path).toBe("/hook/s3cr3t/pix");
      expect(rail.parseNotification(receiver.hits[0].body)).toEqual([
        { txid, end2EndId: paid.end2EndId, amount: 4321, paidAt: paid.paidAt, refunds: [] },
      ]);
    } finally {
      await receiver.close();
    }
  });

  it("GET /pix finds a payment whose notification was lost", async () => {
    const from = new Date(Date.now() - 1000);
    const txid = newTxid();
    await rail.createCharge({ txid, amount: 999, expiresInSeconds: 600 });
    const paid = await rail.simulator!.pay(txid, { notify: false });
    const found = await rail.listPayments({ from, to: new Date(Date.now() + 1000) });
    expect(found.find((p) => p.txid === txid)).toEqual(paid);
    const list = psp.exchanges.findLast((e) => e.path.endsWith("/v2/pix"))!;
    expect(list.query.inicio).toMatch(/Z$/);
  });

  it("a partial then a full devolução, each pending until settled; an id used before is the same devolução", async () => {
    const txid = newTxid();
    await rail.createCharge({ txid, amount: 10000, expiresInSeconds: 600 });
    const { end2EndId } = await rail.simulator!.pay(txid);
    const first = await rail.refund({ end2EndId, refundId: "CMRtest1", amount: 3000 });
    expect(first).toMatchObject({ status: "pending", amount: 3000, settledAt: null });
    // a retried PUT (lost answer) finds the same devolução instead of failing or paying twice
    expect(await rail.refund({ end2EndId, refundId: "CMRtest1", amount: 3000 })).toMatchObject({
      refundId: "CMRtest1",
      amount: 3000,
    });
    await rail.simulator!.settleRefund({ end2EndId, refundId: "CMRtest1", status: "refunded" });
    expect(await rail.refundStatus({ end2EndId, refundId: "CMRtest1" })).toMatchObject({
      status: "refunded",
      returnId: expect.stringMatching(/^D\w{31}$/),
    });
    await expect(rail.refund({ end2EndId, refundId: "CMRtest2", amount: 7001 })).rejects.toMatchObject({
      details: { status: 400 },
    });
    const rest = await rail.refund({ end2EndId, refundId: "CMRtest2", amount: 7000 });
    expect(rest.status).toBe("pending");
    await rail.simulator!.settleRefund({ end2EndId, refundId: "CMRtest2", status: "refunded" });
    expect((await rail.chargeStatus(txid)).payments[0].refunds.map((r) => [r.refundId, r.status])).toEqual([
      ["CMRtest1", "refunded"],
      ["CMRtest2", "refunded"],
    ]);
  });

  it("NAO_REALIZADO: the devolução failed, with the PSP's reason, and its amount can be asked again", async () => {
    const txid = newTxid();
    await rail.createCharge({ txid, amount: 5000, expiresInSeconds: 600 });
    const { end2EndId } = await rail.simulator!.pay(txid);
    await rail.refund({ end2EndId, refundId: "CMRfail1", amount: 5000 });
    await rail.simulator!.settleRefund({
      end2EndId,
      refundId: "CMRfail1",
      status: "failed",
      reason: "Conta do pagador encerrada",
    });
    expect(await rail.refundStatus({ end2EndId, refundId: "CMRfail1" })).toMatchObject({
      status: "failed",
      reason: "Conta do pagador encerrada",
      settledAt: null,
    });
    expect((await rail.refund({ end2EndId, refundId: "CMRfail2", amount: 5000 })).status).toBe("pending");
  });
});

describe("mutual TLS", () => {
  // a CA, the PSP's server certificate and the merchant's client certificate, made here
  let https: PspHarness;
  let certs: ReturnType<typeof makeTestCertificates>;

  beforeAll(async () => {
    certs = makeTestCertificates(["server", "client"], "colmeia-mtls-");
    https = await startPspHarness({
      tls: {
        cert: certs.read("server.crt"),
        key: certs.read("server.key"),
        ca: certs.read("ca.crt"),
        requestCert: true,
      },
    });
  });
  afterAll(() => https.close());

  it("the connector presents the merchant's certificate and trusts the PSP through PIX_CA_FILE", async () => {
    expect(https.origin).toMatch(/^https:\/\/127\.0\.0\.1:/);
    const r = sandboxPixRail(https.origin, {
      tls: {
        certFile: certs.path("client.crt"),
        keyFile: certs.path("client.key"),
        caFile: certs.path("ca.crt"),
      },
    });
    const txid = newTxid();
    const charge = await r.createCharge({ txid, amount: 1, expiresInSeconds: 60 });
    expect(isValidBrCode(charge.qrcode)).toBe(true);
    expect(await r.chargeStatus(txid)).toMatchObject({ status: "active", amount: 1 });
    r.close();
  });

  it("without a client certificate the PSP refuses the connection", async () => {
    const r = sandboxPixRail(https.origin, { retries: 0, tls: { caFile: certs.path("ca.crt") } });
    await expect(r.createCharge({ txid: newTxid(), amount: 1, expiresInSeconds: 60 })).rejects.toBeInstanceOf(
      RailError,
    );
    r.close();
  });

  it("plain http:// is refused for a host that is not loopback", () => {
    expect(() => sandboxPixRail("http://psp.example.com")).toThrow(/https/);
  });
});

// Last: everything the connector sent in this file, and everything the built-in PSP answered,
// checked against the schemas written from the Banco Central's OpenAPI (./schemas.ts).
describe("GET /pix/{e2eid}: the provider's word on a notified Pix", () => {
  // straight to the PSP with a token of its own, as any API Pix client would ask
  const pspGet = async (path: string) => {
    const { clientId, clientSecret } = sandboxPspCredentials();
    const token = await fetch(`${psp.origin}/sandbox/psp/oauth/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${encodeURIComponent(clientSecret)}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    return fetch(`${psp.origin}/sandbox/psp/v2${path}`, { headers: { authorization: `Bearer ${token.access_token}` } });
  };

  it("answers the Pix the PSP received, null for one it never did", async () => {
    const txid = newTxid();
    await rail.createCharge({ txid, amount: 2500, expiresInSeconds: 600 });
    const paid = await rail.simulator!.pay(txid, { notify: false });
    expect(await rail.paymentStatus(paid.end2EndId)).toEqual(paid);
    expect(await rail.paymentStatus("E00000000202601011200NOSUCHPIX01")).toBeNull();
    const unknown = psp.exchanges.findLast((e) => e.path.endsWith("/v2/pix/E00000000202601011200NOSUCHPIX01"))!;
    expect(unknown).toMatchObject({ status: 404, answerBody: { type: expect.stringMatching(/PixNaoEncontrado$/) } });
  });

  it("the connector never sends an end-to-end id, txid or devolução id that is not letters and digits", async () => {
    const before = psp.exchanges.length;
    for (const bad of ["E0000000020260101\u0000ABCDEFGHJKLMN", "../cob/x", "a%2Fb", ""]) {
      await expect(rail.paymentStatus(bad)).rejects.toMatchObject({ details: { isRetryable: false } });
      await expect(rail.refundStatus({ end2EndId: bad, refundId: "CMR1" })).rejects.toBeInstanceOf(RailError);
      await expect(rail.chargeStatus(bad)).rejects.toBeInstanceOf(RailError);
    }
    await expect(
      rail.refundStatus({ end2EndId: "E00000000202601011200NOSUCHPIX01", refundId: "CMR\u0000" }),
    ).rejects.toBeInstanceOf(RailError);
    expect(psp.exchanges.slice(before).filter((e) => !e.path.endsWith("/oauth/token"))).toEqual([]);
  });

  it("the built-in PSP answers a malformed id with a 404 problem, never a 500", async () => {
    for (const path of [
      "/pix/E0000000020260101%00ABCDEFGHJKLMN",
      "/pix/%00",
      "/pix/E00000000202601011200NOSUCHPIX01/devolucao/%00",
      "/cob/%00abc",
      "/webhook/%00",
      "/pix/%ZZ",
      "/cob/%E0%A4%A",
    ]) {
      const res = await pspGet(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(specProblemaSchema.safeParse(await res.json()).success).toBe(true);
    }
  });
});

describe("every exchange follows the API Pix standard", () => {
  const rules: { method: string; path: RegExp; send?: z.ZodType; answer: (status: number) => z.ZodType | "empty" }[] = [
    { method: "POST", path: /\/oauth\/token$/, send: tokenRequestSchema, answer: () => specTokenAnswerSchema },
    { method: "PUT", path: /\/v2\/cob\/\w+$/, send: cobSolicitadaSchema, answer: () => specCobSchema },
    { method: "PATCH", path: /\/v2\/cob\/\w+$/, send: cobRevisadaSchema, answer: () => specCobSchema },
    { method: "GET", path: /\/v2\/cob\/[^/]+$/, answer: () => specCobSchema },
    { method: "GET", path: /\/v2\/pix\/[^/]+$/, answer: () => specPixSchema },
    { method: "GET", path: /\/v2\/webhook\/[^/]+$/, answer: () => specProblemaSchema },
    { method: "PUT", path: /\/v2\/cobv\/\w+$/, send: cobvSolicitadaSchema, answer: () => specCobvSchema },
    { method: "PUT", path: /\/v2\/webhook\/[^/]+$/, send: webhookSolicitadoSchema, answer: () => "empty" },
    { method: "GET", path: /\/v2\/pix$/, answer: () => specPixListSchema },
    {
      method: "PUT",
      path: /\/v2\/pix\/\w+\/devolucao\/\w+$/,
      send: devolucaoSolicitadaSchema,
      answer: () => specDevolucaoSchema,
    },
    { method: "GET", path: /\/v2\/pix\/[^/]+\/devolucao\/[^/]+$/, answer: () => specDevolucaoSchema },
    {
      method: "POST",
      path: /\/v2\/sandbox\//,
      answer: () => specWebhookNotificationSchema.shape.pix.element.or(specDevolucaoSchema),
    },
  ];
  const check = (e: Exchange) => {
    const rule = rules.find((r) => r.method === e.method && r.path.test(e.path));
    expect(rule, `${e.method} ${e.path}`).toBeDefined();
    if (rule!.send)
      expect(rule!.send.safeParse(e.requestBody).error?.issues, `${e.method} ${e.path} request`).toBeUndefined();
    if (e.method === "GET" && e.path.endsWith("/v2/pix")) expect(pixQuerySchema.safeParse(e.query).success).toBe(true);
    if (e.status >= 400) {
      expect(e.contentType).toBe("application/problem+json");
      expect(specProblemaSchema.safeParse(e.answerBody).success, JSON.stringify(e.answerBody)).toBe(true);
      return;
    }
    const answer = rule!.answer(e.status);
    if (answer === "empty") expect(e.answerBody).toBeUndefined();
    else expect(answer.safeParse(e.answerBody).error?.issues, `${e.method} ${e.path} answer`).toBeUndefined();
  };

  it("requests and answers of the charges, tokens, faults, webhook and devoluções above", () => {
    expect(psp.exchanges.length).toBeGreaterThan(40);
    for (const e of psp.exchanges.filter((x) => x.status !== 401 || !x.path.endsWith("token"))) check(e);
  });
});
