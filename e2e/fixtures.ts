import { type APIRequestContext, type APIResponse, expect, type Page, test as base } from "@playwright/test";

import { randomCnpj, randomCpf, uid } from "./support/documents";
import { createResponseValidator, type ResponseValidator } from "./support/openapi-validator";

export type Merchant = {
  companyId: number;
  recipientId: number;
  apiKey: string;
  email: string;
  password: string;
  // requests authenticated with the merchant's secret key (Basic key:x)
  api: APIRequestContext;
};

// The contract check: every answer a merchant's client receives is validated against the server's
// own /v1/openapi.json (path, method, status, required headers, JSON body); a mismatch fails the
// test at the request. The document is fetched once per worker and server.
const validators = new Map<string, Promise<ResponseValidator>>();

function validatorFor(request: APIRequestContext, baseURL: string): Promise<ResponseValidator> {
  let validator = validators.get(baseURL);
  if (!validator) {
    validator = request.get(`${baseURL}/v1/openapi.json`).then(async (res) => {
      expect(res.status(), "GET /v1/openapi.json").toBe(200);
      return createResponseValidator(await res.json());
    });
    validators.set(baseURL, validator);
  }
  return validator;
}

const SENDERS = new Set(["get", "post", "put", "patch", "delete", "head", "fetch"]);

/** The same APIRequestContext, whose answers are checked against the document. */
export function validatingContext(api: APIRequestContext, validator: ResponseValidator): APIRequestContext {
  return new Proxy(api, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (typeof prop !== "string" || !SENDERS.has(prop)) return value.bind(target);
      return async (urlOrRequest: string | { method(): string }, options?: { method?: string }) => {
        const res: APIResponse = await value.call(target, urlOrRequest, options);
        const method =
          prop !== "fetch"
            ? prop
            : (options?.method ?? (typeof urlOrRequest === "string" ? "GET" : urlOrRequest.method()));
        const problems = validator.validate({
          method: method.toUpperCase(),
          url: res.url(),
          status: res.status(),
          headers: res.headers(),
          body: (await res.body()).toString("utf8"),
        });
        if (problems?.length)
          expect(
            problems,
            "the answer does not match /v1/openapi.json (fix the document, or report an API bug)",
          ).toEqual([]);
        return res;
      };
    },
  });
}

// A fresh company per test (sandbox sign-up), so specs never share or depend on each other's data.
export async function createMerchant(
  request: APIRequestContext,
  baseURL: string,
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  role: "owner" | "admin" | "viewer" = "owner",
): Promise<Merchant> {
  const id = uid();
  const email = `owner-${id}@example.com`;
  const password = `senha-${id}`;
  const res = await request.post("/api/sandbox/companies", {
    data: { legalName: `Loja ${id}`, documentNumber: randomCnpj(), ownerName: `Dona ${id}`, email, password, role },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  const raw = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Basic ${Buffer.from(`${body.apiKey}:x`).toString("base64")}` },
  });
  const api = validatingContext(raw, await validatorFor(request, baseURL));
  // sign-up invents no bank account; the merchant's first step is adding its own, as here
  const account = await api.post("/v1/bank-accounts", {
    data: { bankCode: "341", agency: "0001", accountNumber: "12345", accountDigit: "6", accountType: "checking" },
  });
  expect(account.status(), await account.text()).toBe(200);
  return { companyId: body.company.id, recipientId: body.recipientId, apiKey: body.apiKey, email, password, api };
}

export const test = base.extend<{ merchant: Merchant; otherMerchant: Merchant; visitorPage: Page }>({
  merchant: async ({ request, baseURL, playwright }, use) => {
    const m = await createMerchant(request, baseURL!, playwright);
    await use(m);
    await m.api.dispose();
  },
  otherMerchant: async ({ request, baseURL, playwright }, use) => {
    const m = await createMerchant(request, baseURL!, playwright);
    await use(m);
    await m.api.dispose();
  },
  // another person at another computer: a page whose browser context shares nothing with `page`'s
  // (no cookies, no session refresh of its own that could sign it back in), with the project's base
  // URL, language and time zone, closed with the test
  visitorPage: async ({ browser }, use, testInfo) => {
    const { baseURL, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };

export const metadata = {
  provider: "e2e",
  user_email: "loja@example.com",
  order_id: "PED-1",
  checkout_url: "https://loja.example.com/checkout",
  shop_url: "https://loja.example.com",
};

export function customer(overrides: Record<string, unknown> = {}) {
  const id = uid();
  return {
    name: `Cliente ${id}`,
    email: `cliente-${id}@example.com`,
    document: { number: randomCpf(), type: "cpf" },
    phone: "11987654321",
    ...overrides,
  };
}

type Method = "credit_card" | "pix" | "boleto";

// A valid POST /v1/transactions body for the method; override any field.
export function transactionBody(method: Method = "credit_card", overrides: Record<string, unknown> = {}) {
  return {
    amount: 10000,
    paymentMethod: method,
    customer: customer(),
    items: [{ title: "Camiseta", unitPrice: 10000, quantity: 1, tangible: true }],
    metadata,
    ...(method === "credit_card" && {
      installments: 1,
      card: {
        number: "4111111111111111",
        holderName: "FULANO DE TAL",
        expirationMonth: 12,
        expirationYear: 2030,
        cvv: "123",
      },
    }),
    ...(method === "pix" && { pix: { expiresInSeconds: 3600 } }),
    ...(method === "boleto" && { boleto: { expiresInDays: 3 } }),
    ...overrides,
  };
}
