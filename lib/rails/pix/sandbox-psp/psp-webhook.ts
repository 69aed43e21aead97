import "server-only";

import { logWarn } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";

import { webhookSolicitadoSchema } from "../api-pix/schemas";
import type { PspContext } from "./psp-context";
import { iso, json, problem, readBody } from "./psp-http";

// The webhook of the built-in PSP: PUT, GET and DELETE /webhook/{chave}, and the notification
// POSTed to {webhookUrl}/pix. One attempt per event, awaited (so a sandbox payment is settled when
// the simulator answers); a lost one is what reconciliation (GET /pix) recovers.

export async function putWebhook(ctx: PspContext, req: Request, chave: string): Promise<Response> {
  if (chave !== ctx.credentials.pixKey)
    return problem(404, "WebhookNaoEncontrado", "Chave não encontrada.", "The key is not a key of this account.");
  const body = await readBody(req, webhookSolicitadoSchema, "WebhookOperacaoInvalida");
  if (body instanceof Response) return body;
  await runSql(
    sql`INSERT INTO "SandboxPspWebhook" ("chave", "webhookUrl") VALUES (${chave}, ${body.webhookUrl}) ON CONFLICT ("chave") DO UPDATE SET "webhookUrl" = EXCLUDED."webhookUrl"`,
  );
  // the standard answers 200 with no body
  return new Response(null, { status: 200 });
}

// a Pix key is printable text (an e-mail, a phone, a document, a random key); one with a control
// character names no webhook
const isPrintable = (chave: string) => !/[\u0000-\u001f\u007f]/.test(chave);

export async function getWebhook(ctx: PspContext, chave: string): Promise<Response> {
  if (!isPrintable(chave)) return problem(404, "WebhookNaoEncontrado", "Webhook não encontrado.");
  const [row] = await runSql(
    sql<{
      webhookUrl: string;
      criacao: string;
    }>`SELECT "webhookUrl", to_json("criacao") #>> '{}' AS "criacao" FROM "SandboxPspWebhook" WHERE "chave" = ${chave}`,
  );
  return row
    ? json(200, { webhookUrl: row.webhookUrl, chave, criacao: iso(row.criacao) })
    : problem(404, "WebhookNaoEncontrado", "Webhook não encontrado.");
}

export async function deleteWebhook(chave: string): Promise<Response> {
  if (!isPrintable(chave)) return problem(404, "WebhookNaoEncontrado", "Webhook não encontrado.");
  const rows = await runSql(sql`DELETE FROM "SandboxPspWebhook" WHERE "chave" = ${chave} RETURNING 1`);
  return rows.length
    ? new Response(null, { status: 204 })
    : problem(404, "WebhookNaoEncontrado", "Webhook não encontrado.");
}

export async function deliverPixWebhook(ctx: PspContext, pix: object[]): Promise<void> {
  const [row] = await runSql(
    sql<{ webhookUrl: string }>`SELECT "webhookUrl" FROM "SandboxPspWebhook" WHERE "chave" = ${ctx.credentials.pixKey}`,
  );
  if (!row) return;
  try {
    const res = await fetch(`${row.webhookUrl.replace(/\/$/, "")}/pix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pix }),
      signal: AbortSignal.timeout(ctx.webhookTimeoutMs),
    });
    await res.arrayBuffer();
    if (!res.ok) logWarn("sandbox-psp", `webhook answered ${res.status}`);
  } catch (e) {
    logWarn("sandbox-psp", `webhook not delivered: ${(e as Error).message}`);
  }
}
