import "server-only";

import { readBodyText } from "@/lib/platform/read-body";

import { tokenRequestSchema } from "../api-pix/schemas";
import { getCob, getPayload, patchCob, putCob } from "./psp-cob";
import type { PspContext } from "./psp-context";
import { json, problem } from "./psp-http";
import { getDevolucao, getPix, listPix, putDevolucao, simulateDevolucao, simulatePayment } from "./psp-pix";
import { isSameSecret, issuePspToken, isValidPspToken } from "./psp-token";
import { deleteWebhook, getWebhook, putWebhook } from "./psp-webhook";
import { sandboxPspCredentials } from "./sandbox-psp-credentials";

export type SandboxPsp = (req: Request) => Promise<Response>;

/**
 * The built-in sandbox PSP: the subset of the Banco Central's API Pix Colmeia uses (OAuth token,
 * cob, cobv, webhook, Pix received, devoluções), plus a simulator standing for the payer's bank.
 * Framework-agnostic — a `Request` in, a `Response` out — so Next serves it under /sandbox/psp and
 * tests wrap it in a plain node:https server that asks for client certificates (mTLS). Its state
 * lives in the database (SandboxPsp* tables), so it survives restarts as a bank's would.
 */
export function createSandboxPsp(
  opts: Partial<Omit<PspContext, "credentials">> & { locationHost: string },
): SandboxPsp {
  const ctx: PspContext = {
    basePath: "/sandbox/psp",
    tokenTtlSeconds: 3600,
    refundSettlement: "immediate",
    webhookTimeoutMs: 5000,
    recebedor: {
      cnpj: "11222333000181",
      nome: "COLMEIA SANDBOX",
      logradouro: "Rua do Sandbox, 1",
      cidade: "SAO PAULO",
      uf: "SP",
      cep: "01001000",
    },
    ...opts,
    credentials: sandboxPspCredentials(),
  };
  return async (req) => {
    const url = new URL(req.url);
    if (!url.pathname.startsWith(ctx.basePath)) return problem(404, "NaoEncontrado", "Não encontrado.");
    const path = url.pathname.slice(ctx.basePath.length);
    const decoded = path.split("/").filter(Boolean).map(decodeSegment);
    // a segment that is not valid percent-encoding names nothing here (never a 500)
    if (decoded.includes(undefined)) return problem(404, "NaoEncontrado", "Não encontrado.");
    const parts = decoded as string[];
    const route = `${req.method} ${parts.map((p, i) => (i === 0 || isKeyword(p) ? p : "*")).join("/")}`;
    try {
      if (route === "POST oauth/token") return await token(ctx, req);
      if (req.method === "GET" && parts[0] === "qr" && parts[1] === "v2")
        return await getPayload(ctx, parts[parts.length - 1]);
      if (parts[0] !== "v2") return problem(404, "NaoEncontrado", "Não encontrado.");
      const isSimulator = parts[1] === "sandbox";
      if (!(isSimulator ? hasClientCredentials(ctx, req) : hasValidToken(req)))
        return problem(401, "AcessoNegado", "Não autorizado.", "A valid access token is required.");
      const [, , b, c, d] = parts;
      switch (route) {
        case "PUT v2/cob/*":
          return await putCob(ctx, req, "cob", b);
        case "PATCH v2/cob/*":
          return await patchCob(ctx, req, "cob", b);
        case "PATCH v2/cobv/*":
          return await patchCob(ctx, req, "cobv", b);
        case "GET v2/cob/*":
          return await getCob(ctx, "cob", b);
        case "PUT v2/cobv/*":
          return await putCob(ctx, req, "cobv", b);
        case "GET v2/cobv/*":
          return await getCob(ctx, "cobv", b);
        case "PUT v2/webhook/*":
          return await putWebhook(ctx, req, b);
        case "GET v2/webhook/*":
          return await getWebhook(ctx, b);
        case "DELETE v2/webhook/*":
          return await deleteWebhook(b);
        case "GET v2/pix":
          return await listPix(url);
        case "GET v2/pix/*":
          return await getPix(b);
        case "PUT v2/pix/*/devolucao/*":
          return await putDevolucao(ctx, req, b, d);
        case "GET v2/pix/*/devolucao/*":
          return await getDevolucao(b, d);
        case "POST v2/sandbox/cob/*/pagar":
          return await simulatePayment(ctx, req, c);
        case "POST v2/sandbox/pix/*/devolucao/*/liquidar":
          return await simulateDevolucao(ctx, req, c, parts[5]);
      }
      return problem(404, "NaoEncontrado", "Não encontrado.");
    } catch (e) {
      console.error("sandbox PSP", e);
      return problem(500, "ErroInternoDoServidor", "Erro interno do servidor.");
    }
  };
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const KEYWORDS = new Set([
  "v2",
  "cob",
  "cobv",
  "webhook",
  "pix",
  "devolucao",
  "sandbox",
  "pagar",
  "liquidar",
  "oauth",
  "token",
]);
const isKeyword = (p: string) => KEYWORDS.has(p);

// RFC 6749 §2.3.1: id and secret are form-urlencoded inside Basic; one that is not valid
// percent-encoding is no credential at all (401), not an error of ours
function basicCredentials(req: Request): [string, string] | undefined {
  const header = req.headers.get("authorization") ?? "";
  if (!header.startsWith("Basic ")) return undefined;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  try {
    return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
  } catch {
    return undefined;
  }
}

const hasClientCredentials = (ctx: PspContext, req: Request) => {
  const given = basicCredentials(req);
  return (
    !!given && isSameSecret(given[0], ctx.credentials.clientId) && isSameSecret(given[1], ctx.credentials.clientSecret)
  );
};

const hasValidToken = (req: Request) => {
  const header = req.headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") && isValidPspToken(header.slice(7));
};

// a grant_type and perhaps a scope
const TOKEN_BODY_MAX_BYTES = 4096;

// POST /oauth/token: client credentials in HTTP Basic, grant_type in a form body (RFC 6749 §4.4).
async function token(ctx: PspContext, req: Request): Promise<Response> {
  if (!hasClientCredentials(ctx, req)) return json(401, { error: "invalid_client" });
  let text: string;
  try {
    text = await readBodyText(req, TOKEN_BODY_MAX_BYTES);
  } catch {
    return json(413, { error: "invalid_request", error_description: "The body is larger than 4 KB" });
  }
  const form = tokenRequestSchema.safeParse(Object.fromEntries(new URLSearchParams(text)));
  if (!form.success) return json(400, { error: "unsupported_grant_type" });
  return json(200, {
    access_token: issuePspToken(ctx.credentials.clientId, ctx.tokenTtlSeconds),
    token_type: "Bearer",
    expires_in: ctx.tokenTtlSeconds,
    scope: "cob.write cob.read cobv.write cobv.read pix.write pix.read webhook.write webhook.read",
  });
}
