import "server-only";

import type { z } from "zod";

import { type PixRail, RailError } from "../port";
import { assertProviderUrl, createHttpClient, type OnAnswer, type TlsFiles } from "./http-client";
import { createTokenSource, safeJson } from "./oauth-token";
import { ANY_E2E_ID, DEVOLUCAO_ID, pixQuerySchema, problemaSchema, TXID } from "./schemas";

export type ApiPixConfig = {
  provider: PixRail["provider"];
  isReal: boolean;
  /** the PSP's API Pix base, e.g. https://pix.psp.example/api/v2 */
  apiUrl: string;
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** the receiving Pix key (chave) of the merchant's account */
  pixKey: string;
  tls?: TlsFiles;
  timeoutMs?: number;
  /** further attempts of a call that failed with a 5xx or no answer (idempotent calls only) */
  retries?: number;
  retryDelayMs?: number;
  /** name on a BR Code the connector builds itself (a PSP that answers only a location) */
  merchantName?: string;
  /** every call to the PSP, answered or not, with its time (rail health, metrics, logs) */
  onAnswer?: OnAnswer;
};

export type Call<T> = {
  method: "GET" | "PUT" | "PATCH";
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  send?: z.ZodType;
  accept?: z.ZodType<T>;
  expect?: number[];
};

/** What every operation of the connector shares: one call to the PSP, and the merchant's account. */
export type ApiPixClient = {
  call<T>(c: Call<T>): Promise<T>;
  pixKey: string;
  merchantName?: string;
  close(): void;
};

// An identifier put in a path must be what the standard allows (letters and digits): one with a
// control character, "/" or "%" would name another resource or none, so it is never sent.
function pathId(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value))
    throw new RailError(`${what} must be letters and digits (API Pix): not sent`, { isRetryable: false });
  return value;
}
export const e2eOf = (id: string) => pathId(id, ANY_E2E_ID, "endToEndId");
export const txidOf = (id: string) => pathId(id, TXID, "txid");
export const devolucaoOf = (id: string) => pathId(id, DEVOLUCAO_ID, "devolução id");

/**
 * The API Pix connector's client: the Banco Central's standard spoken to any PSP, the built-in
 * sandbox PSP included, over mutual TLS with an OAuth token. Every request is checked against the
 * standard's schema before it leaves (a bug here throws, nothing is sent) and every answer on
 * receipt (lenient: what real PSPs leave out is not required). Calls are idempotent by
 * construction (txid, devolução id), so a 5xx or a timeout is retried with the same identifiers; a
 * 401 fetches a new token once.
 */
export function createApiPixClient(config: ApiPixConfig): ApiPixClient {
  const apiUrl = assertProviderUrl(config.apiUrl, "PIX_API_URL");
  const http = createHttpClient({
    tls: config.tls,
    timeoutMs: config.timeoutMs ?? 10_000,
    onAnswer: config.onAnswer,
    traceAs: { rail: "pix", provider: config.provider },
  });
  const tokens = createTokenSource({
    http,
    oauthUrl: assertProviderUrl(config.oauthUrl, "PIX_OAUTH_URL"),
    clientId: config.clientId,
    clientSecret: config.clientSecret,
  });
  const retries = config.retries ?? 2;
  const base = apiUrl.pathname.replace(/\/$/, "");

  async function once<T>(call: Call<T>, isRetry401 = false): Promise<{ status: number; data: T }> {
    const token = await tokens.get();
    const url = new URL(apiUrl.origin + base + call.path);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const answer = await http.request({
      method: call.method,
      url,
      body,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
    });
    if (answer.status === 401 && !isRetry401) {
      tokens.invalidate(token);
      return once(call, true);
    }
    const json = safeJson(answer.body);
    if (!(call.expect ?? [200, 201]).includes(answer.status)) {
      const problem = problemaSchema.safeParse(json);
      const what = problem.success ? (problem.data.detail ?? problem.data.title ?? "") : "";
      throw new RailError(`${call.method} ${call.path} answered ${answer.status}${what ? `: ${what}` : ""}`, {
        status: answer.status,
        isRetryable: answer.status >= 500 || answer.status === 429,
        problem: json,
      });
    }
    if (!call.accept) return { status: answer.status, data: undefined as T };
    const parsed = call.accept.safeParse(json);
    if (!parsed.success)
      throw new RailError(
        `${call.method} ${call.path}: the PSP's answer does not follow the API Pix standard (${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")})`,
        { status: answer.status, isRetryable: false },
      );
    return { status: answer.status, data: parsed.data };
  }

  async function call<T>(c: Call<T>): Promise<T> {
    // a request that breaks the standard is our bug: it never leaves
    if (c.send) c.send.parse(c.body);
    if (c.query) pixQuerySchema.parse(c.query);
    for (let attempt = 0; ; attempt++) {
      try {
        return (await once(c)).data;
      } catch (e) {
        if (!(e instanceof RailError) || !e.details.isRetryable || attempt >= retries) throw e;
        await new Promise((r) => setTimeout(r, (config.retryDelayMs ?? 200) * 2 ** attempt));
      }
    }
  }

  return { call, pixKey: config.pixKey, merchantName: config.merchantName, close: () => http.close() };
}
