import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { GET, POST, PUT } from "@/app/sandbox/cielo/[...path]/route";
import { prisma } from "@/lib/platform/db";
import { setEnv } from "@/lib/test/set-env";

import { cieloSandboxCredentials } from "./cielo-sandbox-credentials";

// The app's route of the built-in Cielo server (/sandbox/cielo): it answers in sandbox mode, and in
// production mode it is a JSON 404 like any unknown route, whatever is asked, and stores nothing
// (docs/rails.md, the sandbox providers' routes).

const BASE = "http://127.0.0.1:3000/sandbox/cielo";
let credentials: ReturnType<typeof cieloSandboxCredentials> | undefined;
const newOrder = () => `R${randomBytes(12).toString("hex")}`;

/** A well-formed request of the connector's, with the built-in server's credentials (those of the sandbox). */
function request(method: "GET" | "POST" | "PUT", path: string, body?: unknown) {
  const { merchantId, merchantKey } = (credentials ??= cieloSandboxCredentials());
  return new Request(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", MerchantId: merchantId, MerchantKey: merchantKey },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const sale = (orderId: string) => ({
  MerchantOrderId: orderId,
  Customer: { Name: "Maria da Silva" },
  Payment: {
    Type: "CreditCard",
    Amount: 1000,
    Installments: 1,
    Capture: true,
    CreditCard: {
      CardNumber: "4111111111111111",
      Holder: "Maria da Silva",
      ExpirationDate: "12/2034",
      SecurityCode: "123",
      Brand: "Visa",
    },
  },
});

const paymentsOf = (merchantOrderId: string) => prisma.sandboxCieloPayment.count({ where: { merchantOrderId } });

describe("the built-in Cielo server's route", () => {
  const authSecret = process.env.AUTH_SECRET;
  afterEach(() => setEnv({ COLMEIA_MODE: undefined, AUTH_SECRET: authSecret }));

  it("answers in sandbox mode: a sale, then the query by order and by PaymentId", async () => {
    const orderId = newOrder();
    const created = await POST(request("POST", "/1/sales/", sale(orderId)));
    expect(created.status).toBe(201);
    const { Payment } = (await created.json()) as { Payment: { PaymentId: string; Status: number } };
    expect(Payment.Status).toBe(2);
    const byOrder = await GET(request("GET", `/1/sales?merchantOrderId=${orderId}`));
    expect(byOrder.status).toBe(200);
    expect(await byOrder.json()).toEqual({ Payment: [expect.objectContaining({ PaymentId: Payment.PaymentId })] });
    expect((await GET(request("GET", `/1/sales/${Payment.PaymentId}`))).status).toBe(200);
    expect(await paymentsOf(orderId)).toBe(1);
  });

  it("is a JSON 404 in production mode, for every method, and stores nothing", async () => {
    const { Payment } = (await (await POST(request("POST", "/1/sales/", sale(newOrder())))).json()) as {
      Payment: { PaymentId: string };
    };
    setEnv({ COLMEIA_MODE: "production", AUTH_SECRET: "x".repeat(32) });
    const orderId = newOrder();
    for (const res of [
      await POST(request("POST", "/1/sales/", sale(orderId))),
      await GET(request("GET", `/1/sales?merchantOrderId=${orderId}`)),
      await GET(request("GET", `/1/sales/${Payment.PaymentId}`)),
      await PUT(request("PUT", `/1/sales/${Payment.PaymentId}/void`)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    }
    expect(await paymentsOf(orderId)).toBe(0);
    expect(
      await prisma.sandboxCieloPayment.findUniqueOrThrow({ where: { paymentId: Payment.PaymentId } }),
    ).toMatchObject({ status: 2, voidedAmount: 0 });
  });
});
