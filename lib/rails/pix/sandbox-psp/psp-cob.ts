import "server-only";

import { randomBytes } from "node:crypto";

import type { z } from "zod";

import { buildPixBrCode } from "@/lib/formats/pix-brcode";
import { addDays, endOfDay } from "@/lib/formats/time";
import { runSql, sql } from "@/lib/platform/sql";

import {
  cobRevisadaSchema,
  type CobSolicitada,
  cobSolicitadaSchema,
  type CobvSolicitada,
  cobvSolicitadaSchema,
  fromValor,
  TXID,
} from "../api-pix/schemas";
import type { PspContext } from "./psp-context";
import { iso, json, problem, readBody } from "./psp-http";
import { COB_COLUMNS, type CobRow, findCob, pixJson, pixOfTxid } from "./psp-rows";

// Charges of the built-in PSP: PUT, PATCH and GET /cob/{txid}, PUT and GET /cobv/{txid}.

export const locationOf = (ctx: PspContext, cob: Pick<CobRow, "locationToken" | "kind">) =>
  `${ctx.locationHost}${ctx.basePath}/qr/v2/${cob.kind === "cobv" ? "cobv/" : ""}${cob.locationToken}`;

/** The charge as the standard shows it (CobCompleta / CobVCompleta), with its Pix when paid. */
export async function cobJson(ctx: PspContext, cob: CobRow, withPix = true) {
  const { calendario, ...request } = cob.request as { calendario: Record<string, unknown> };
  const pix = withPix ? await pixOfTxid(cob.txid) : [];
  return {
    ...request,
    calendario: {
      criacao: iso(cob.criacao),
      ...calendario,
      ...(cob.kind === "cobv" && {
        validadeAposVencimento: (calendario.validadeAposVencimento as number | undefined) ?? 30,
      }),
    },
    txid: cob.txid,
    revisao: cob.revisao,
    location: locationOf(ctx, cob),
    status: cob.status,
    ...(cob.kind === "cobv" && { recebedor: ctx.recebedor }),
    pixCopiaECola: cob.pixCopiaECola,
    ...(pix.length && { pix: pix.map(pixJson) }),
  };
}

// PUT /cob/{txid} and /cobv/{txid}: creates the charge; the same txid again replaces an ATIVA
// charge (a new revision when something changed) and is refused for one that is not ATIVA and would
// change. So a client retrying the same request gets the same charge back, never a second one.
export async function putCob(ctx: PspContext, req: Request, kind: "cob" | "cobv", txid: string): Promise<Response> {
  if (!TXID.test(txid))
    return problem(
      400,
      kind === "cob" ? "CobOperacaoInvalida" : "CobVOperacaoInvalida",
      "Cobrança inválida.",
      "txid must be 26 to 35 letters or digits",
      [{ razao: "txid fora do padrão", propriedade: "txid" }],
    );
  const schema: z.ZodType<CobSolicitada | CobvSolicitada> = kind === "cob" ? cobSolicitadaSchema : cobvSolicitadaSchema;
  const body = await readBody(req, schema, kind === "cob" ? "CobOperacaoInvalida" : "CobVOperacaoInvalida");
  if (body instanceof Response) return body;
  if (fromValor(body.valor.original) === 0)
    return problem(400, "CobOperacaoInvalida", "Cobrança inválida.", "valor.original is zero", [
      { razao: "O campo cob.valor.original é zero", propriedade: "cob.valor.original" },
    ]);
  if (body.chave !== ctx.credentials.pixKey)
    return problem(400, "CobOperacaoInvalida", "Cobrança inválida.", "chave is not a key of this account", [
      { razao: "A chave não pertence a este usuário recebedor", propriedade: "cob.chave" },
    ]);

  const existing = await findCob(txid);
  if (existing) {
    if (existing.kind !== kind)
      return problem(400, "CobOperacaoInvalida", "Cobrança inválida.", `txid is a ${existing.kind}`);
    const isSame = stableJson(existing.request) === stableJson(normalized(body));
    if (isSame) return json(200, await cobJson(ctx, existing));
    if (existing.status !== "ATIVA")
      return problem(
        400,
        "CobOperacaoInvalida",
        "Cobrança inválida.",
        "A cobrança já existe, não está ATIVA, e a requisição busca alterá-la.",
      );
    const code = brCode(ctx, existing, body.valor.original);
    const until = expiresAt(body, new Date(iso(existing.criacao)!));
    await runSql(
      sql`UPDATE "SandboxPspCob" SET "request" = ${JSON.stringify(normalized(body))}::jsonb, "revisao" = "revisao" + 1, "pixCopiaECola" = ${code}, "expiresAt" = ${until}::timestamp, "updatedAt" = now() WHERE "txid" = ${txid}`,
    );
    return json(200, await cobJson(ctx, (await findCob(txid))!));
  }
  const locationToken = randomBytes(12).toString("hex");
  const now = new Date();
  const code = brCode(ctx, { kind, locationToken }, body.valor.original);
  // ON CONFLICT: two concurrent first attempts of one txid make one charge
  await runSql(sql`
    INSERT INTO "SandboxPspCob" ("txid", "kind", "status", "locationToken", "request", "pixCopiaECola", "criacao", "expiresAt", "updatedAt")
    VALUES (${txid}, ${kind}, 'ATIVA', ${locationToken}, ${JSON.stringify(normalized(body))}::jsonb, ${code}, ${now}::timestamp, ${expiresAt(body, now)}::timestamp, ${now}::timestamp)
    ON CONFLICT ("txid") DO NOTHING`);
  const cob = (await findCob(txid))!;
  return json(cob.locationToken === locationToken ? 201 : 200, await cobJson(ctx, cob));
}

// PATCH /cob/{txid} and /cobv/{txid}: Colmeia only ever removes a charge (REMOVIDA_PELO_USUARIO_RECEBEDOR).
export async function patchCob(ctx: PspContext, req: Request, kind: "cob" | "cobv", txid: string): Promise<Response> {
  const body = await readBody(req, cobRevisadaSchema, kind === "cob" ? "CobOperacaoInvalida" : "CobVOperacaoInvalida");
  if (body instanceof Response) return body;
  const cob = await findCob(txid);
  if (!cob || cob.kind !== kind)
    return problem(404, kind === "cob" ? "CobNaoEncontrado" : "CobVNaoEncontrada", "Cobrança não encontrada.");
  if (cob.status !== "ATIVA")
    return problem(
      400,
      "CobOperacaoInvalida",
      "Cobrança inválida.",
      "A cobrança não está ATIVA, e a requisição busca alterá-la.",
    );
  const { status, ...changes } = body;
  if (status && Object.keys(changes).length)
    return problem(400, "CobOperacaoInvalida", "Cobrança inválida.", "A removal cannot change other fields.");
  if (!status)
    return problem(
      400,
      "CobOperacaoInvalida",
      "Cobrança inválida.",
      "The built-in PSP only accepts the removal of a charge.",
    );
  // the WHERE keeps a payment that landed meanwhile: the charge is then CONCLUIDA, not removed
  await runSql(
    sql`UPDATE "SandboxPspCob" SET "status" = ${status}, "revisao" = "revisao" + 1, "updatedAt" = now() WHERE "txid" = ${txid} AND "status" = 'ATIVA'`,
  );
  return json(200, await cobJson(ctx, (await findCob(txid))!));
}

export async function getCob(ctx: PspContext, kind: "cob" | "cobv", txid: string): Promise<Response> {
  const cob = await findCob(txid);
  if (!cob || cob.kind !== kind)
    return problem(404, kind === "cob" ? "CobNaoEncontrado" : "CobVNaoEncontrada", "Cobrança não encontrada.");
  return json(200, await cobJson(ctx, cob));
}

// GET /qr/v2/{token}: the payload a payer's bank reads behind the location. A real PSP signs it
// (JWS); the sandbox serves the JSON plainly.
export async function getPayload(ctx: PspContext, token: string): Promise<Response> {
  if (!/^[a-f0-9]{24}$/.test(token)) return problem(404, "CobPayloadNaoEncontrado", "Cobrança não encontrada.");
  const [row] = await runSql(sql<CobRow>`SELECT ${COB_COLUMNS} FROM "SandboxPspCob" WHERE "locationToken" = ${token}`);
  if (!row || row.status !== "ATIVA") return problem(404, "CobPayloadNaoEncontrado", "Cobrança não encontrada.");
  const cob = await cobJson(ctx, row, false);
  return json(200, { ...cob, calendario: { ...cob.calendario, apresentacao: new Date().toISOString() } });
}

// what is kept and compared on a repeated PUT: the request as the client meant it
const normalized = (body: object) => JSON.parse(JSON.stringify(body));
// jsonb keeps its own key order: compare with sorted keys
const stableJson = (v: unknown): string =>
  v && typeof v === "object" && !Array.isArray(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
        .join(",")}}`
    : Array.isArray(v)
      ? `[${v.map(stableJson).join(",")}]`
      : JSON.stringify(v);

function expiresAt(
  body: { calendario: { expiracao?: number; dataDeVencimento?: string; validadeAposVencimento?: number } },
  from: Date,
): Date | null {
  const c = body.calendario;
  if (c.expiracao) return new Date(from.getTime() + c.expiracao * 1000);
  if (!c.dataDeVencimento) return null;
  // payable through the last valid day (São Paulo): the due date plus the days valid after it
  return endOfDay(addDays(c.dataDeVencimento, c.validadeAposVencimento ?? 30));
}

const brCode = (ctx: PspContext, cob: Pick<CobRow, "locationToken" | "kind">, valor: string) =>
  buildPixBrCode({
    url: locationOf(ctx, cob),
    merchantName: ctx.recebedor.nome,
    merchantCity: ctx.recebedor.cidade,
    amountCents: fromValor(valor),
    txid: "***",
  });
