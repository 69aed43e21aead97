import "server-only";

import { RailError } from "../port";
import type { HttpClient } from "./http-client";
import { tokenAnswerSchema, tokenRequestSchema } from "./schemas";

export type TokenSource = { get(): Promise<string>; invalidate(token: string): void };

// Without expires_in the token is kept this long (RFC 6749 leaves the default to the server).
const DEFAULT_LIFETIME_S = 300;

/**
 * OAuth 2.0 client credentials at the PSP's token URL, the client id and secret in HTTP Basic.
 * The token is kept until shortly before it expires (a tenth of its life, at most a minute early),
 * and concurrent callers share one request for a new one. `invalidate` drops a token the API
 * refused (401), so the next call fetches a fresh one.
 */
export function createTokenSource({
  http,
  oauthUrl,
  clientId,
  clientSecret,
  now = Date.now,
}: {
  http: HttpClient;
  oauthUrl: URL;
  clientId: string;
  clientSecret: string;
  now?: () => number;
}): TokenSource {
  let cached: { token: string; refreshAt: number } | undefined;
  let inflight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const form = tokenRequestSchema.parse({ grant_type: "client_credentials" });
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
    const answer = await http.request({
      method: "POST",
      url: oauthUrl,
      body: new URLSearchParams(form).toString(),
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
    });
    if (answer.status !== 200)
      throw new RailError(`OAuth token refused (${answer.status})`, {
        status: answer.status,
        isRetryable: answer.status >= 500,
      });
    const parsed = tokenAnswerSchema.safeParse(safeJson(answer.body));
    if (!parsed.success)
      throw new RailError("OAuth token answer is not an RFC 6749 token", { status: answer.status, isRetryable: false });
    const lifetimeMs = (parsed.data.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
    cached = { token: parsed.data.access_token, refreshAt: now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
    return cached.token;
  }

  return {
    get() {
      if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
      return (inflight ??= fetchToken().finally(() => (inflight = undefined)));
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}

export function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
