import "server-only";

import { randomUUID } from "node:crypto";

import type { z } from "zod";

import { assertProviderUrl, createHttpClient, type OnAnswer, type TlsFiles } from "../../pix/api-pix/http-client";
import { safeJson } from "../../pix/api-pix/oauth-token";
import { type CardRail, RailError } from "../port";
import { amountQuerySchema, type CieloErrors, errorAnswerSchema, GUID, orderQuerySchema } from "./schemas";

export type CieloConfig = {
  provider: CardRail["provider"];
  isReal: boolean;
  /** the transactional host (POST, PUT), e.g. https://api.cieloecommerce.cielo.com.br */
  apiUrl: string;
  /** the query host (GET), e.g. https://apiquery.cieloecommerce.cielo.com.br */
  queryUrl: string;
  merchantId: string;
  merchantKey: string;
  /** the deadline of one call (CIELO_TIMEOUT_MS) */
  timeoutMs?: number;
  /** an extra CA to trust (tests: the built-in server over TLS with a CA of their own) */
  tls?: TlsFiles;
  /** every call to the acquirer, answered or not, with its time (rail health, metrics, logs) */
  onAnswer?: OnAnswer;
};

export type CieloCall<T> = {
  method: "GET" | "POST" | "PUT";
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  send?: z.ZodType;
  accept?: z.ZodType<T>;
  /** statuses that are an answer (others throw); a 404 listed here answers `null` */
  expect: number[];
};

/** What every operation of the connector shares: one call to Cielo. */
export type CieloClient = {
  call<T>(c: CieloCall<T>): Promise<{ status: number; data: T | null }>;
  close(): void;
};

/** The codes of Cielo's error array in a RailError's `problem` (e.g. [308]). */
export const errorCodesOf = (e: RailError): string[] =>
  Array.isArray(e.details.problem) ? (e.details.problem as CieloErrors).map((x) => String(x.Code)) : [];

/** A PaymentId put in a path must be a GUID: anything else would name another resource or none. */
export function paymentIdOf(id: string): string {
  if (!GUID.test(id)) throw new RailError("PaymentId must be a GUID (Cielo): not sent", { isRetryable: false });
  return id;
}

/**
 * The Cielo connector's client: MerchantId and MerchantKey on every call, a new RequestId (GUID)
 * per call, POST and PUT to the transactional host, GET to the query host, keep-alive connections
 * per origin. Every request is checked against the manual's schema before it leaves (our bug never
 * reaches Cielo) and every answer on receipt: an answer that does not follow the manual is a
 * RailError (not retryable), never a crash. A timeout, a lost connection or a 5xx is a retryable
 * RailError; a 4xx carries Cielo's error array in `problem`. Nothing is retried here: each
 * operation decides (a sale never is, docs/rails.md).
 */
export function createCieloClient(config: CieloConfig): CieloClient {
  const apiUrl = assertProviderUrl(config.apiUrl, "CIELO_API_URL");
  const queryUrl = assertProviderUrl(config.queryUrl, "CIELO_QUERY_URL");
  const http = createHttpClient({
    tls: config.tls,
    timeoutMs: config.timeoutMs ?? 10_000,
    onAnswer: config.onAnswer,
    traceAs: { rail: "card", provider: config.provider },
  });

  async function call<T>(c: CieloCall<T>): Promise<{ status: number; data: T | null }> {
    // a request that breaks the manual is our bug: it never leaves
    if (c.send) c.send.parse(c.body);
    if (c.query?.amount !== undefined) amountQuerySchema.parse(c.query);
    if (c.query?.merchantOrderId !== undefined) orderQuerySchema.parse(c.query);
    const base = c.method === "GET" ? queryUrl : apiUrl;
    const url = new URL(base.origin + base.pathname.replace(/\/$/, "") + c.path);
    for (const [k, v] of Object.entries(c.query ?? {})) url.searchParams.set(k, v);
    const body = c.body === undefined ? undefined : JSON.stringify(c.body);
    const answer = await http.request({
      method: c.method,
      url,
      body,
      headers: {
        "Content-Type": "application/json",
        MerchantId: config.merchantId,
        MerchantKey: config.merchantKey,
        RequestId: randomUUID(),
      },
    });
    const json = answer.body ? safeJson(answer.body) : undefined;
    if (!c.expect.includes(answer.status)) {
      const errors = errorAnswerSchema.safeParse(json);
      const what = errors.success ? errors.data.map((e) => `${e.Code} ${e.Message ?? ""}`.trim()).join("; ") : "";
      throw new RailError(`${c.method} ${c.path} answered ${answer.status}${what ? `: ${what}` : ""}`, {
        status: answer.status,
        isRetryable: answer.status >= 500 || answer.status === 429,
        problem: errors.success ? errors.data : json,
      });
    }
    if (answer.status === 404 || !c.accept) return { status: answer.status, data: null };
    const parsed = c.accept.safeParse(json);
    if (!parsed.success)
      throw new RailError(
        `${c.method} ${c.path}: Cielo's answer does not follow the API 3.0 manual (${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")})`,
        { status: answer.status, isRetryable: false },
      );
    return { status: answer.status, data: parsed.data };
  }

  return { call, close: () => http.close() };
}

/** Runs an idempotent call, once more after a retryable failure (a timeout, a lost connection, a 5xx). */
export async function onceMore<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof RailError) || !e.details.isRetryable) throw e;
    return run();
  }
}
