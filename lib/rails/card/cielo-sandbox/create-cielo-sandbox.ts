import "server-only";

import { isSameSecret } from "../../pix/sandbox-psp/psp-token";
import { errors } from "./cielo-http";
import {
  type CieloSandboxContext,
  getSale,
  getSalesOfOrder,
  postCard,
  postSale,
  putCapture,
  putVoid,
} from "./cielo-sales";
import { cieloSandboxCredentials } from "./cielo-sandbox-credentials";

export type CieloSandbox = (req: Request) => Promise<Response>;

/**
 * The built-in Cielo server: the part of Cielo's e-commerce API 3.0 Colmeia uses (sale, capture,
 * void, queries by PaymentId and by MerchantOrderId, tokenization), deciding from the test-card
 * table (lib/rails/card/test-cards.ts), fault cards included. Framework-agnostic — a `Request` in,
 * a `Response` out — so Next serves it under /sandbox/cielo and tests and the benchmark on a port
 * of their own (serve-cielo-sandbox.ts). One server answers for both of Cielo's hosts
 * (transactional and query). Its state lives in the database (SandboxCielo* tables). Requests are
 * checked with the connector's own strict schemas: a bad one gets 400 and the manual's error codes.
 */
export function createCieloSandbox(opts: Partial<Omit<CieloSandboxContext, "credentials">> = {}): CieloSandbox {
  const ctx: CieloSandboxContext = {
    ...opts,
    basePath: opts.basePath ?? "/sandbox/cielo",
    holdMs: opts.holdMs ?? 60_000,
    credentials: cieloSandboxCredentials(),
  };
  return async (req) => {
    const url = new URL(req.url);
    if (!url.pathname.startsWith(ctx.basePath)) return errors(404, [0, "Resource not found"]);
    const parts = url.pathname.slice(ctx.basePath.length).split("/").filter(Boolean);
    const auth = credentialsError(ctx, req);
    if (auth) return auth;
    const base = url.origin + ctx.basePath;
    const [one, resource, id, action] = parts;
    try {
      if (one === "1" && resource === "sales") {
        if (parts.length === 2 && req.method === "POST") return await postSale(ctx, req, base);
        if (parts.length === 2 && req.method === "GET") return await getSalesOfOrder(url);
        if (parts.length === 3 && req.method === "GET") return await getSale(id, base);
        if (parts.length === 4 && req.method === "PUT" && action === "capture") return await putCapture(url, id, base);
        if (parts.length === 4 && req.method === "PUT" && action === "void") return await putVoid(url, id, base);
      }
      if (one === "1" && resource === "card" && parts.length === 2 && req.method === "POST")
        return await postCard(req, base);
      return errors(404, [0, "Resource not found"]);
    } catch (e) {
      console.error("sandbox Cielo", e);
      return errors(500, [0, "Internal error"]);
    }
  };
}

// MerchantId and MerchantKey on every call: missing or wrong is 401 with the manual's codes.
function credentialsError(ctx: CieloSandboxContext, req: Request): Response | undefined {
  const id = req.headers.get("merchantid");
  const key = req.headers.get("merchantkey");
  if (!id) return errors(401, [101, "MerchantId is required"]);
  if (!key) return errors(401, [131, "MerchantKey is required"]);
  if (!isSameSecret(id.toLowerCase(), ctx.credentials.merchantId))
    return errors(401, [115, "The provided MerchantId was not found"]);
  if (!isSameSecret(key, ctx.credentials.merchantKey)) return errors(401, [132, "MerchantKey is invalid"]);
  return undefined;
}
