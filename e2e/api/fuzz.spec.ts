import { readFileSync } from "node:fs";

import fc from "fast-check";

import { customer, expect, test, transactionBody } from "../fixtures";
import { randomCpf } from "../support/documents";

// Property-based requests against every mutating route and the filtered lists, valid and invalid:
// never a 5xx, never a non-JSON body, every 4xx with the error shape, and a rejected request
// changes nothing. Fixed seed in CI, random locally (the seed is printed to replay a failure).
type Route = { path: string; methods: string[] };
const routes: Route[] = JSON.parse(readFileSync("generated/route-manifest.json", "utf8"));
const seed = process.env.CI ? 20261122 : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 1500 : 500));

const bankAccount = {
  bankCode: "341",
  agencyNumber: "1234",
  accountNumber: "12345",
  accountDigit: "6",
  type: "conta_corrente",
  legalName: "Fulano",
  documentNumber: randomCpf(),
  documentType: "cpf",
};
const templates: Record<string, () => unknown> = {
  "/v1/transactions": () => transactionBody(["credit_card", "pix", "boleto"][Math.floor(Math.random() * 3)] as "pix"),
  "/v1/customers": () => customer(),
  "/v1/recipients": () => ({
    legalName: "Recebedor Fuzz",
    document: { number: randomCpf(), type: "cpf" },
    transferSettings: { transferEnabled: true, automaticAnticipationEnabled: false, anticipatableVolumePercentage: 0 },
    bankAccount,
  }),
  "/v1/bank-accounts": () => ({
    bankCode: "001",
    agency: "1234",
    accountNumber: "99999",
    accountDigit: "1",
    accountType: "checking",
    holderName: "Fulano",
    holderDocument: randomCpf(),
  }),
  "/v1/transfers": () => ({ recipientId: 1, amount: 100, description: "fuzz", bankAccount }),
  "/v1/payment-links": () => ({
    title: "Link fuzz",
    amount: 1990,
    settings: { card: { enabled: true, freeInstallments: 1, maxInstallments: 3 } },
  }),
  "/v1/transactions/{transactionId}/refund": () => ({ amount: 100 }),
  "/v1/webhook-endpoints": () => ({ url: "http://127.0.0.1:9/hook", enabledEvents: ["transaction.paid"] }),
};

// Shapes that once reached a 500 (issue "safe to expose", item 7), kept in the mix so the class
// stays closed: lone UTF-16 surrogates, nesting past the 64-level limit, dates PostgreSQL cannot hold.
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
const hostile = fc.constantFrom<unknown>(
  "\ud800",
  "a\udc00b",
  { "\udbff": 1 },
  nested(70),
  nested(300),
  "10000-01-01",
  "0000-01-01",
  "+275760-09-13T00:00:00Z",
);

// Replace or drop one leaf of a valid body: the near-misses real clients send.
const mutated = (base: unknown) =>
  fc.tuple(fc.nat(), fc.oneof(fc.jsonValue(), hostile, fc.constant(undefined))).map(([pick, value]) => {
    const copy = JSON.parse(JSON.stringify(base));
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, p: (string | number)[]) => {
      if (v && typeof v === "object")
        for (const [k, c] of Object.entries(v)) {
          paths.push([...p, k]);
          walk(c, [...p, k]);
        }
    };
    walk(copy, []);
    if (!paths.length) return value;
    const path = paths[pick % paths.length];
    let target = copy;
    for (const k of path.slice(0, -1)) target = target[k];
    if (value === undefined) delete target[path[path.length - 1]];
    else target[path[path.length - 1]] = value;
    return copy;
  });

const queryValue = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.constantFrom(
    "paid,refused",
    "credit_card,pix",
    "true",
    "13",
    "-1",
    "2026-01-01",
    "",
    "%00",
    "null",
    "10000-01-01",
    "0000-01-01",
    "-000001-01-01",
    "\ud800",
  ),
);
const listKeys = [
  "id",
  "status",
  "paymentMethods",
  "deliveryStatus",
  "installments",
  "name",
  "email",
  "documentNumber",
  "phone",
  "traceable",
  "createdFrom",
  "createdTo",
  "limit",
  "offset",
  "page",
  "recipientId",
  "eventId",
  "type",
];

test("fuzz: every route answers client mistakes with a JSON 4xx and changes nothing", async ({ merchant }) => {
  test.setTimeout(600_000);
  console.log(`fuzz seed ${seed}, ${RUNS} runs (FUZZ_RUNS to change)`);
  const own = await (await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
  const ids = [own.id, merchant.recipientId, 0, 1, 2147483647, 2147483648];
  const fill = (path: string, id: number | string) => path.replace(/\{\w+\}/g, String(id));
  const digest = async () => (await merchant.api.get("/api/sandbox/state-digest")).json();

  const mutating = routes.flatMap((r) => r.methods.filter((m) => m !== "GET").map((m) => ({ ...r, method: m })));
  const lists = routes.filter((r) => r.methods.includes("GET"));
  const request = fc.oneof(
    fc.record({
      route: fc.constantFrom(...mutating),
      id: fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 12 })),
      body: fc.oneof(
        fc.jsonValue(),
        hostile,
        fc.constant("{not json"),
        fc.constant("[".repeat(100_000)),
        fc.constant(null),
      ),
      idem: fc.boolean(),
    }),
    fc.constantFrom(...mutating.filter((r) => templates[r.path])).chain((route) =>
      fc.record({
        route: fc.constant(route),
        id: fc.constantFrom(...ids),
        body: mutated(templates[route.path]()),
        idem: fc.boolean(),
      }),
    ),
    fc.record({
      route: fc.constantFrom(...lists).map((r) => ({ ...r, method: "GET" })),
      id: fc.constantFrom(...ids),
      query: fc.dictionary(fc.constantFrom(...listKeys), queryValue, { maxKeys: 4 }),
      idem: fc.constant(false),
    }),
  );

  let n = 0;
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      n++;
      const url =
        fill(r.route.path, r.id) +
        ("query" in r && r.query ? "?" + new URLSearchParams(r.query as Record<string, string>) : "");
      const before = r.route.method === "GET" ? null : await digest();
      const raw = "body" in r ? (typeof r.body === "string" ? r.body : JSON.stringify(r.body ?? null)) : undefined;
      const res = await merchant.api.fetch(url, {
        method: r.route.method,
        headers: { "content-type": "application/json", ...(r.idem && { "idempotency-key": `fuzz-${n}` }) },
        data: raw,
      });
      const status = res.status();
      const text = await res.text();
      expect(status, `${r.route.method} ${url} ${raw?.slice(0, 300)}`).toBeLessThan(500);
      if (status === 204) return;
      // the CSV exports and the tokenizer script are the routes whose success is not JSON (their errors are)
      if (status === 200 && r.route.path.endsWith("/export.csv"))
        return expect(res.headers()["content-type"], url).toContain("text/csv");
      if (status === 200 && r.route.path.startsWith("/v1/js"))
        return expect(res.headers()["content-type"], url).toContain("application/javascript");
      expect(res.headers()["content-type"], url).toContain("application/json");
      const body = JSON.parse(text);
      if (status >= 400) {
        expect(body, url).toMatchObject({
          message: expect.any(String),
          code: expect.any(String),
          details: expect.any(Object),
        });
        if (before && status !== 409 && status !== 429)
          expect(await digest(), `${r.route.method} ${url} changed state on ${status}`).toEqual(before);
      }
    }),
    { seed, numRuns: RUNS, endOnFailure: true },
  );
});
