import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sandboxCardRail } from "@/lib/rails";
import { cieloSandboxCredentials } from "@/lib/rails/card/cielo-sandbox/cielo-sandbox-credentials";
import { createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox } from "@/lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import {
  type AuthorizeCardInput,
  type CardPayment,
  type CardRefusal,
  isRailError,
  RailError,
} from "@/lib/rails/card/port";
import { type CieloExchange, type CieloHarness, startCieloHarness } from "@/lib/test/cielo-sandbox-harness";
import { makeTestCertificates } from "@/lib/test/test-certificates";

import {
  errorAnswerSchema,
  GUID,
  orderAnswerSchema,
  saleAnswerSchema,
  type SaleRequest,
  saleRequestSchema,
  tokenizeAnswerSchema,
  tokenizeRequestSchema,
  updateAnswerSchema,
} from "./schemas";

// The Cielo connector against the built-in Cielo server over real HTTP (two ports: the
// transactional host and the query host, as Cielo has), then over TLS: every branch of a card
// payment, the fault cards, and every exchange checked against the manual's schemas on both sides.
// The server keeps its payments and tokens in the test database.

const newOrder = () => `T${randomBytes(12).toString("hex")}`;
const card = (number: string, more: Partial<{ expirationYear: number; cvv: string }> = {}) => ({
  number,
  holderName: "Maria da Silva",
  expirationMonth: 12,
  expirationYear: 2034,
  cvv: "123",
  ...more,
});
const sale = (number: string, more: Partial<AuthorizeCardInput> = {}): AuthorizeCardInput => ({
  orderId: newOrder(),
  source: { kind: "data", card: card(number) },
  amount: 10000,
  installments: 1,
  capture: true,
  softDescriptor: "Loja Açaí & Cia Ltda",
  customer: { name: "Maria da Silva", document: { type: "cpf", number: "123.456.789-09" } },
  ...more,
});
const asPayment = (p: CardPayment | { invalid: string }): CardPayment => {
  if ("invalid" in p) throw new Error(p.invalid);
  return p;
};
const railError = async (promise: Promise<unknown>): Promise<RailError> => {
  const e = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isRailError(e)) throw new Error(`expected a RailError, got ${String(e)}`);
  return e;
};

let api: CieloHarness;
let query: CieloHarness;
let rail: ReturnType<typeof sandboxCardRail>;

beforeAll(async () => {
  api = await startCieloHarness();
  query = await startCieloHarness();
  rail = sandboxCardRail(api.origin, { queryUrl: `${query.origin}/sandbox/cielo` });
});
afterAll(async () => {
  rail.close();
  await api.close();
  await query.close();
});

describe("authorize", () => {
  it("an approved card with capture is paid, with what Cielo said kept", async () => {
    const input = sale("4111111111111111");
    const p = asPayment(await rail.authorize(input));
    expect(p).toMatchObject({
      status: "paid",
      refusedReason: null,
      brand: "visa",
      amount: 10000,
      capturedAmount: 10000,
      voidedAmount: 0,
      acquirerName: "cielo",
      acquirerResponseCode: "6",
      acquirerResponseMessage: "Operation Successful",
      cardToken: null,
    });
    expect(p.acquirerPaymentId).toMatch(GUID);
    expect(p.tid).toMatch(/^\d{20}$/);
    expect(p.nsu).toMatch(/^\d{6}$/);
    expect(p.authorizationCode).toMatch(/^\d{6}$/);
    // what left: the order id, the statement text cut to Cielo's 13 plain characters, the customer
    const sent = api.exchanges.findLast((e) => e.method === "POST")!.requestBody as SaleRequest;
    expect(sent.MerchantOrderId).toBe(input.orderId);
    expect(sent.Payment.SoftDescriptor).toBe("Loja Acai Cia");
    expect(sent.Customer).toEqual({ Name: "Maria da Silva", Identity: "12345678909", IdentityType: "CPF" });
    expect(sent.Payment.CreditCard).toMatchObject({
      Brand: "Visa",
      ExpirationDate: "12/2034",
      Holder: "Maria da Silva",
    });
  });

  it("each brand goes under Cielo's name for it", async () => {
    for (const [number, brand] of [
      ["5555555555554444", "Master"],
      ["378282246310005", "Amex"],
      ["6362970000457013", "Elo"],
      ["6062825624254001", "Hipercard"],
      ["30569309025904", "Diners"],
      ["6011111111111117", "Discover"],
      ["3530111333300000", "JCB"],
    ]) {
      expect(asPayment(await rail.authorize(sale(number))).status).toBe("paid");
      const sent = api.exchanges.findLast((e) => e.method === "POST")!.requestBody as SaleRequest;
      expect(sent.Payment.CreditCard.Brand).toBe(brand);
    }
  });

  it("a number that fails Luhn, or a brand Cielo does not take, is invalid and never sent", async () => {
    const before = api.exchanges.length;
    expect(await rail.authorize(sale("4111111111111112"))).toEqual({ invalid: expect.stringMatching(/Luhn/) });
    expect(await rail.authorize(sale("9111111111111110"))).toEqual({ invalid: expect.stringMatching(/brand/) });
    expect(api.exchanges.length).toBe(before);
  });

  it("an order id that is not letters and digits is never sent", async () => {
    const e = await railError(rail.authorize(sale("4111111111111111", { orderId: "tx_1" })));
    expect(e.details.isRetryable).toBe(false);
  });

  const refusals: [string, CardRefusal, string][] = [
    ["4000000000000002", "card_declined", "57"],
    ["4000000000009995", "insufficient_funds", "51"],
    ["4000000000000069", "expired_card", "54"],
    ["4000000000000127", "invalid_cvv", "N7"],
    ["4100000000000019", "suspected_fraud", "59"],
    ["4000000000000044", "do_not_honor", "05"],
    ["4000000000000119", "processing_error", "96"],
    ["4000000000000994", "card_declined", "Q7"],
  ];
  it.each(refusals)("test card %s is refused: %s (ReturnCode %s)", async (number, reason, code) => {
    const p = asPayment(await rail.authorize(sale(number)));
    expect(p).toMatchObject({
      status: "refused",
      refusedReason: reason,
      acquirerResponseCode: code,
      capturedAmount: 0,
    });
  });

  it("a card past its expiry is refused as expired", async () => {
    const input = sale("4111111111111111", {
      source: { kind: "data", card: card("4111111111111111", { expirationYear: 2020 }) },
    });
    expect(asPayment(await rail.authorize(input))).toMatchObject({ status: "refused", refusedReason: "expired_card" });
  });
});

describe("capture and void", () => {
  it("authorized, then captured whole; a second capture answers the payment as it is (308 looked up)", async () => {
    const p = asPayment(await rail.authorize(sale("4111111111111111", { capture: false })));
    expect(p).toMatchObject({ status: "authorized", capturedAmount: 0, acquirerResponseCode: "4" });
    const captured = await rail.capture({ paymentId: p.acquirerPaymentId! });
    expect(captured).toMatchObject({ status: "paid", capturedAmount: 10000, amount: 10000 });
    expect(await rail.capture({ paymentId: p.acquirerPaymentId! })).toMatchObject({
      status: "paid",
      capturedAmount: 10000,
    });
    expect(api.exchanges.findLast((e) => e.method === "PUT")!.status).toBe(400);
  });

  it("a partial capture takes part of the authorization, once", async () => {
    const p = asPayment(await rail.authorize(sale("5555555555554444", { capture: false })));
    const captured = await rail.capture({ paymentId: p.acquirerPaymentId!, amount: 6000 });
    expect(captured).toMatchObject({ status: "paid", amount: 10000, capturedAmount: 6000 });
    expect(api.exchanges.findLast((e) => e.method === "PUT")!.query).toEqual({ amount: "6000" });
  });

  it("more than the authorized amount cannot be captured", async () => {
    const p = asPayment(await rail.authorize(sale("4111111111111111", { capture: false })));
    const e = await railError(rail.capture({ paymentId: p.acquirerPaymentId!, amount: 10001 }));
    expect(e.details).toMatchObject({ status: 400, isRetryable: false, problem: [{ Code: 308 }] });
  });

  it("the capture-fails card authorizes, then its capture is refused (308) and it stays authorized", async () => {
    const input = sale("4000000000000341", { capture: false });
    const p = asPayment(await rail.authorize(input));
    expect(p.status).toBe("authorized");
    const e = await railError(rail.capture({ paymentId: p.acquirerPaymentId! }));
    expect(e.details).toMatchObject({ status: 400, isRetryable: false, problem: [{ Code: 308 }] });
    expect(await rail.find({ orderId: input.orderId })).toMatchObject({ status: "authorized", capturedAmount: 0 });
  });

  it("voiding an authorization releases it (Status 10)", async () => {
    const p = asPayment(await rail.authorize(sale("4111111111111111", { capture: false })));
    const voided = await rail.void({ paymentId: p.acquirerPaymentId! });
    expect(voided).toMatchObject({
      status: "voided",
      voidedAmount: 10000,
      capturedAmount: 0,
      acquirerResponseCode: "9",
    });
    await expect(rail.capture({ paymentId: p.acquirerPaymentId! })).rejects.toBeInstanceOf(RailError);
  });

  it("a captured payment is returned in parts, VoidedAmount adding up, then whole (Status 10)", async () => {
    const p = asPayment(await rail.authorize(sale("4111111111111111")));
    const id = p.acquirerPaymentId!;
    expect(await rail.void({ paymentId: id, amount: 3000 })).toMatchObject({ status: "paid", voidedAmount: 3000 });
    expect(await rail.void({ paymentId: id, amount: 2000 })).toMatchObject({ status: "paid", voidedAmount: 5000 });
    // above what is left: Cielo refuses it in the answer (ReturnCode 51), final
    const over = await railError(rail.void({ paymentId: id, amount: 5001 }));
    expect(over.details).toMatchObject({ isRetryable: false, problem: { ReturnCode: "51" } });
    expect(await rail.void({ paymentId: id })).toMatchObject({ status: "voided", voidedAmount: 10000 });
    // voiding it again answers the payment as it is (309 looked up)
    expect(await rail.void({ paymentId: id })).toMatchObject({ status: "voided", voidedAmount: 10000 });
  });

  it('the void-later card: its first void is refused "not now" (476, retryable, nothing returned), the next is done', async () => {
    const p = asPayment(await rail.authorize(sale("4000000000000762")));
    const id = p.acquirerPaymentId!;
    const later = await railError(rail.void({ paymentId: id, amount: 4000 }));
    expect(later.details).toMatchObject({ status: 200, isRetryable: true, problem: { Status: 2, ReturnCode: "476" } });
    expect(await rail.payment({ paymentId: id })).toMatchObject({ status: "paid", voidedAmount: 0 });
    expect(await rail.void({ paymentId: id, amount: 4000 })).toMatchObject({ status: "paid", voidedAmount: 4000 });
  });

  it("a PaymentId that is not a GUID is never sent", async () => {
    const before = api.exchanges.length;
    await expect(rail.capture({ paymentId: "../card" })).rejects.toBeInstanceOf(RailError);
    expect(api.exchanges.length).toBe(before);
  });
});

describe("no double charge: find by order id", () => {
  it("an order Cielo never saw is null", async () => {
    expect(await rail.find({ orderId: newOrder() })).toBeNull();
  });

  it("the timeout card: the first sale of an order times out (a retryable RailError), find sees its authorization", async () => {
    const short = sandboxCardRail(api.origin, { queryUrl: `${query.origin}/sandbox/cielo`, timeoutMs: 1000 });
    try {
      const input = sale("4000000000000317");
      const e = await railError(short.authorize(input));
      expect(e.details.isRetryable).toBe(true);
      expect(await short.find({ orderId: input.orderId })).toMatchObject({
        status: "paid",
        amount: 10000,
        capturedAmount: 10000,
      });
      // once per order: another order's first sale times out again, this order's next one does not
      expect(asPayment(await short.authorize(input)).status).toBe("paid");
    } finally {
      short.close();
    }
  });

  it("the 500 card: the first sale of an order answers 500 (retryable), nothing is authorized, find is null", async () => {
    const input = sale("4000000000000507");
    const e = await railError(rail.authorize(input));
    expect(e.details).toMatchObject({ status: 500, isRetryable: true });
    expect(await rail.find({ orderId: input.orderId })).toBeNull();
    // the same order id again: authorized, and find answers it
    const p = asPayment(await rail.authorize(input));
    expect(p.status).toBe("paid");
    expect(await rail.find({ orderId: input.orderId })).toMatchObject({ acquirerPaymentId: p.acquirerPaymentId });
  });

  it("an order with two payments: find answers the newest", async () => {
    const input = sale("4111111111111111", { capture: false });
    asPayment(await rail.authorize(input));
    const second = asPayment(await rail.authorize({ ...input, capture: true }));
    expect(await rail.find({ orderId: input.orderId })).toMatchObject({
      acquirerPaymentId: second.acquirerPaymentId,
      status: "paid",
    });
  });
});

describe("the query by order as the live API spells it", () => {
  it("an answer under `Payments` with `ReceivedDate` (not the manual's `Payment`, `ReceveidDate`): find answers the newest", async () => {
    const answers: unknown[] = [];
    // the built-in server, its query by order rewritten to the live API's spelling on the way out
    const live = await serveCieloSandbox({
      handler: createCieloSandbox(),
      async intercept(req, next) {
        const res = await next(req);
        if (req.method !== "GET" || !new URL(req.url).pathname.endsWith("/1/sales") || res.status !== 200) return res;
        const { Payment } = (await res.json()) as { Payment: { PaymentId: string; ReceveidDate: string }[] };
        const body = { Payments: Payment.map((p) => ({ PaymentId: p.PaymentId, ReceivedDate: p.ReceveidDate })) };
        answers.push(body);
        return Response.json(body);
      },
    });
    const r = sandboxCardRail(live.origin);
    try {
      const input = sale("4111111111111111", { capture: false });
      asPayment(await r.authorize(input));
      const second = asPayment(await r.authorize({ ...input, capture: true }));
      expect(await r.find({ orderId: input.orderId })).toMatchObject({
        acquirerPaymentId: second.acquirerPaymentId,
        status: "paid",
        capturedAmount: 10000,
      });
      expect(answers).toEqual([
        { Payments: [expect.objectContaining({ ReceivedDate: expect.any(String) }), expect.anything()] },
      ]);
      expect(await r.find({ orderId: newOrder() })).toBeNull();
    } finally {
      r.close();
      await live.close();
    }
  });
});

describe("cards on file", () => {
  it("tokenize, then charge the token with and without the CVV", async () => {
    const { token, brand } = await rail.tokenize({ card: card("5555555555554444"), customerName: "Maria da Silva" });
    expect(token).toMatch(GUID);
    expect(brand).toBe("mastercard");
    const withCvv = asPayment(
      await rail.authorize(sale("", { source: { kind: "token", token, brand: "mastercard", cvv: "321" } })),
    );
    expect(withCvv).toMatchObject({ status: "paid", brand: "mastercard", cardToken: token });
    expect((api.exchanges.findLast((e) => e.method === "POST")!.requestBody as SaleRequest).Payment.CreditCard).toEqual(
      {
        CardToken: token,
        SecurityCode: "321",
        Brand: "Master",
      },
    );
    const withoutCvv = asPayment(
      await rail.authorize(sale("", { source: { kind: "token", token, brand: "mastercard" } })),
    );
    expect(withoutCvv).toMatchObject({ status: "paid", cardToken: token });
    expect(
      (api.exchanges.findLast((e) => e.method === "POST")!.requestBody as SaleRequest).Payment.CreditCard,
    ).not.toHaveProperty("SecurityCode");
  });

  it("a token keeps its test card's answer; SaveCard on a sale answers a token", async () => {
    const { token } = await rail.tokenize({ card: card("4000000000009995"), customerName: "Maria" });
    expect(
      asPayment(await rail.authorize(sale("", { source: { kind: "token", token, brand: "visa", cvv: "123" } }))),
    ).toMatchObject({ status: "refused", refusedReason: "insufficient_funds" });
    const saved = asPayment(await rail.authorize(sale("4111111111111111", { saveCard: true })));
    expect(saved.cardToken).toMatch(GUID);
  });

  it("a token Cielo does not know is refused (130), not retryable", async () => {
    const e = await railError(
      rail.authorize(sale("", { source: { kind: "token", token: crypto.randomUUID(), brand: "visa" } })),
    );
    expect(e.details).toMatchObject({ status: 400, isRetryable: false, problem: [{ Code: 130 }] });
  });
});

describe("credentials and the wire", () => {
  it("a wrong MerchantKey is a RailError that is not retried (401, code 132)", async () => {
    const wrong = sandboxCardRail(api.origin, { merchantKey: "0".repeat(40) });
    try {
      const e = await railError(wrong.authorize(sale("4111111111111111")));
      expect(e.details).toMatchObject({ status: 401, isRetryable: false, problem: [{ Code: 132 }] });
    } finally {
      wrong.close();
    }
  });

  it("plain http:// is refused for a host that is not loopback", () => {
    expect(() => sandboxCardRail("http://cielo.example.com")).toThrow(/https/);
  });

  it("an answer that does not follow the manual is a RailError, never a crash", async () => {
    const answers = [
      { status: 201, body: JSON.stringify({ MerchantOrderId: "x", Payment: { Status: 2, Amount: 100 } }) },
      { status: 201, body: "<html>hello</html>" },
      { status: 200, body: JSON.stringify({ Payment: [{ PaymentId: "not-a-guid" }] }) },
    ];
    const server = http.createServer((req, res) => {
      req.resume();
      const a = answers.shift()!;
      res.writeHead(a.status, { "content-type": "application/json" }).end(a.body);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const broken = sandboxCardRail(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    try {
      for (const call of [
        () => broken.authorize(sale("4111111111111111")),
        () => broken.authorize(sale("4111111111111111")),
        () => broken.find({ orderId: newOrder() }),
      ]) {
        const e = await railError(call());
        expect(e.details.isRetryable).toBe(false);
        expect(e.message).toMatch(/does not follow/);
      }
    } finally {
      broken.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("TLS", () => {
  // a CA and the server's certificate, made here (Cielo's hosts are TLS without client certificates)
  let tls: CieloHarness;
  let certs: ReturnType<typeof makeTestCertificates>;

  beforeAll(async () => {
    certs = makeTestCertificates(["server"], "colmeia-cielo-tls-");
    tls = await startCieloHarness({ tls: { cert: certs.read("server.crt"), key: certs.read("server.key") } });
  });
  afterAll(() => tls.close());

  it("the connector speaks to the server over https, trusting its CA", async () => {
    expect(tls.origin).toMatch(/^https:\/\/127\.0\.0\.1:/);
    const r = sandboxCardRail(tls.origin, { tls: { caFile: certs.path("ca.crt") } });
    try {
      const input = sale("4111111111111111", { capture: false });
      const p = asPayment(await r.authorize(input));
      expect(await r.capture({ paymentId: p.acquirerPaymentId! })).toMatchObject({ status: "paid" });
      expect(await r.find({ orderId: input.orderId })).toMatchObject({ status: "paid", capturedAmount: 10000 });
    } finally {
      r.close();
    }
  });

  it("a server certificate nobody vouches for is refused (no request reaches it)", async () => {
    const r = sandboxCardRail(tls.origin);
    const before = tls.exchanges.length;
    try {
      await expect(r.authorize(sale("4111111111111111"))).rejects.toBeInstanceOf(RailError);
      expect(tls.exchanges.length).toBe(before);
    } finally {
      r.close();
    }
  });
});

// Last: everything the connector sent in this file and everything the built-in server answered,
// checked against the schemas written from the manual, with the headers Cielo asks for.
describe("every exchange follows the manual", () => {
  const all = () => [...api.exchanges, ...query.exchanges];

  it("POST and PUT went to the transactional host, GET to the query host", () => {
    expect(api.exchanges.length).toBeGreaterThan(20);
    expect(query.exchanges.length).toBeGreaterThan(5);
    expect(api.exchanges.every((e) => e.method !== "GET")).toBe(true);
    expect(query.exchanges.every((e) => e.method === "GET")).toBe(true);
  });

  it("MerchantId, MerchantKey and a new RequestId on every request", () => {
    const { merchantId, merchantKey } = cieloSandboxCredentials();
    const requestIds = all().map((e) => e.headers.requestid);
    for (const e of all().filter((x) => x.status !== 401)) {
      expect(e.headers.merchantid).toBe(merchantId);
      expect(e.headers.merchantkey).toBe(merchantKey);
      expect(e.headers["content-type"]).toBe("application/json");
    }
    expect(requestIds.every((id) => GUID.test(id))).toBe(true);
    expect(new Set(requestIds).size).toBe(requestIds.length);
  });

  const check = (e: CieloExchange) => {
    if (e.status >= 400) return errorAnswerSchema.parse(e.answerBody);
    if (e.method === "POST" && e.path.endsWith("/1/sales/")) {
      saleRequestSchema.parse(e.requestBody);
      return saleAnswerSchema.parse(e.answerBody);
    }
    if (e.method === "POST" && e.path.endsWith("/1/card/")) {
      tokenizeRequestSchema.parse(e.requestBody);
      return tokenizeAnswerSchema.parse(e.answerBody);
    }
    if (e.method === "PUT") return updateAnswerSchema.parse(e.answerBody);
    if (e.path.endsWith("/1/sales")) return orderAnswerSchema.parse(e.answerBody);
    return saleAnswerSchema.parse(e.answerBody);
  };

  it("every request and every answer", () => {
    for (const e of all()) expect(() => check(e), `${e.method} ${e.path} ${e.status}`).not.toThrow();
    // the query by order answers as the manual writes it: Payment, ReceveidDate
    const byOrder = query.exchanges.find((e) => e.path.endsWith("/1/sales") && e.status === 200)!;
    expect(byOrder.answerBody).toEqual({
      Payment: [{ PaymentId: expect.any(String), ReceveidDate: expect.any(String) }],
    });
  });
});
