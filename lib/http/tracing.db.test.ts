import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST } from "@/app/v1/transactions/route";
import { startConfiguredTracing } from "@/lib/platform/tracing";
import type { Tracing } from "@/lib/platform/tracing-sdk";
import { sandboxCardRail, useCardRail } from "@/lib/rails";
import { cieloSandboxCredentials } from "@/lib/rails/card/cielo-sandbox/cielo-sandbox-credentials";
import { createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox, type ServedCielo } from "@/lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import { makeCompany, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

// Tracing on (docs/operations.md, Tracing): OTEL_EXPORTER_OTLP_ENDPOINT points at an OTLP/HTTP
// receiver in this process; a card sale goes through the real request pipeline, the real
// database and the Cielo connector to the built-in Cielo server over HTTP. What the receiver gets
// is the request's span, its SQL statements' and the rail call's, and nothing a card, a key or a
// query string carried. (Tracing off: tracing-off.db.test.ts.)

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
};
type Received = { resourceSpans: { scopeSpans: { scope?: { name: string }; spans: OtlpSpan[] }[] }[] };

const exports: { path: string; contentType: string; body: Received }[] = [];
let receiver: http.Server;
let cielo: ServedCielo;
let tracing: Tracing | null;

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue !== undefined ? Number(v.intValue) : (v?.boolValue ?? v?.doubleValue));
};
const spans = () => exports.flatMap((e) => e.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      exports.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"] ?? "",
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Received,
      });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  setEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`, OTEL_SERVICE_NAME: "colmeia-test" });
  tracing = await startConfiguredTracing();
  cielo = await serveCieloSandbox({ handler: createCieloSandbox() });
  useCardRail(sandboxCardRail(cielo.origin));
});

afterAll(async () => {
  await tracing?.shutdown();
  setEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_SERVICE_NAME: undefined });
  useCardRail(null);
  await cielo.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT set", () => {
  it("exports the request's span with its request id, its statements as children and the rail call", async () => {
    expect(tracing).not.toBeNull();
    const { company, apiKey } = await makeCompany();
    const requestId = `trace-${randomBytes(6).toString("hex")}`;
    const card = { number: "4111111111111111", holderName: "FULANO", expirationMonth: 12, expirationYear: 2030 };
    const cvv = "987";
    const res = await POST(
      new NextRequest("http://colmeia.test/v1/transactions?marker=querysecret", {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${apiKey}:x`).toString("base64")}`,
          "content-type": "application/json",
          "x-request-id": requestId,
        },
        body: JSON.stringify(txInput("credit_card", { card: { ...card, cvv } })),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe("paid");
    await tracing!.flush();

    // OTLP/HTTP JSON at {endpoint}/v1/traces, named for the service
    expect(exports.length).toBeGreaterThan(0);
    expect(exports.every((e) => e.path === "/v1/traces" && e.contentType.startsWith("application/json"))).toBe(true);
    expect(JSON.stringify(exports[0].body.resourceSpans[0])).toContain("colmeia-test");

    const request = spans().find((s) => attr(s, "colmeia.request_id") === requestId);
    expect(request).toBeDefined();
    expect(request!.name).toBe("POST /v1/transactions");
    expect(attr(request!, "http.route")).toBe("/v1/transactions");
    expect(attr(request!, "http.request.method")).toBe("POST");
    expect(attr(request!, "http.response.status_code")).toBe(200);
    expect(attr(request!, "colmeia.company_id")).toBe(company.id);

    const trace = spans().filter((s) => s.traceId === request!.traceId);
    const parentOf = new Map(trace.map((s) => [s.spanId, s.parentSpanId]));
    const isUnder = (s: OtlpSpan) => {
      for (let p = s.parentSpanId; p; p = parentOf.get(p)) if (p === request!.spanId) return true;
      return false;
    };
    // the API key lookup and the rate limit are hand-written statements, straight under the request
    const statements = trace.filter((s) => attr(s, "db.query.summary") !== undefined);
    expect(statements.filter((s) => s.parentSpanId === request!.spanId).length).toBeGreaterThan(0);
    expect(statements.every(isUnder)).toBe(true);
    // the sale's one insert statement: transaction, items, ledger, outbox event
    expect(statements.some((s) => /^WITH .*\btx\b.*\bledger\b/.test(s.name))).toBe(true);
    for (const s of statements) {
      expect(attr(s, "db.system.name")).toMatch(/^(pglite|postgresql)$/);
      expect(s.name).toMatch(/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/);
      expect(String(attr(s, "db.query.text"))).not.toContain(apiKey);
    }

    // the sale sent to the acquirer: one span under the request, with rail, provider and outcome
    const railCalls = trace.filter((s) => attr(s, "colmeia.rail") === "card");
    expect(railCalls.length).toBeGreaterThan(0);
    const sale = railCalls.find((s) => attr(s, "http.request.method") === "POST");
    expect(sale).toBeDefined();
    expect(isUnder(sale!)).toBe(true);
    expect(sale!.name).toBe("card POST /sandbox/cielo/1/sales/");
    expect(attr(sale!, "colmeia.rail.provider")).toBe("sandbox");
    expect(attr(sale!, "url.template")).toBe("/sandbox/cielo/1/sales/");
    expect(attr(sale!, "http.response.status_code")).toBe(201);
    expect(attr(sale!, "colmeia.rail.outcome")).toBe("2xx");

    // nothing the request or the acquirer call carried: card, CVV, keys, the query string
    const { merchantId, merchantKey } = cieloSandboxCredentials();
    const values = spans().flatMap((s) => [s.name, ...(s.attributes ?? []).map((a) => JSON.stringify(a.value))]);
    for (const secret of [card.number, apiKey, merchantKey, merchantId, "querysecret", "FULANO"])
      expect(values.filter((v) => v.includes(secret))).toEqual([]);
    expect(values.filter((v) => v === JSON.stringify({ stringValue: cvv }))).toEqual([]);
  });
});
