import "server-only";

import { randomInt } from "node:crypto";

import { z } from "zod";

import { runSql, sql } from "@/lib/platform/sql";

import { DEVOLUCAO_ID, devolucaoSolicitadaSchema, E2E_ID, fromValor, pixQuerySchema } from "../api-pix/schemas";
import type { PspContext } from "./psp-context";
import { iso, json, problem, readBody } from "./psp-http";
import { devolucaoJson, findCob, PIX_SELECT, pixJson, type PixRow } from "./psp-rows";
import { deliverPixWebhook } from "./psp-webhook";

// Pix received by the built-in PSP and their devoluções: GET /pix, GET /pix/{e2eid},
// PUT and GET /pix/{e2eid}/devolucao/{id}, and the simulator's payment and settlement.

// an id outside the standard's pattern (32 letters and digits) names no Pix: not found, never a
// query with a control character in it
const pixOf = async (e2eid: string) =>
  E2E_ID.test(e2eid) ? (await runSql(sql<PixRow>`${PIX_SELECT} WHERE p."endToEndId" = ${e2eid}`))[0] : undefined;

// "E"/"D" + the PSP's ISPB (eight zeros in the sandbox) + yyyyMMddHHmm + 11 letters and digits = 32
const endToEnd = (prefix: "E" | "D", at: Date) =>
  `${prefix}00000000${at.toISOString().replace(/\D/g, "").slice(0, 12)}${Array.from({ length: 11 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[randomInt(34)]).join("")}`;

// GET /pix?inicio=&fim=: Pix received in the window, oldest first, paged.
export async function listPix(url: URL): Promise<Response> {
  const query = pixQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success)
    return problem(
      400,
      "PixConsultaInvalida",
      "Consulta inválida.",
      "The query does not follow the schema.",
      query.error.issues.map((i) => ({ razao: i.message, propriedade: i.path.join(".") })),
    );
  const q = query.data;
  const [inicio, fim] = [new Date(q.inicio), new Date(q.fim)];
  if (fim < inicio) return problem(400, "PixConsultaInvalida", "Consulta inválida.", "fim is before inicio");
  const page = Number(q["paginacao.paginaAtual"] ?? 0);
  const size = Number(q["paginacao.itensPorPagina"] ?? 100);
  const txid = q.txid ?? null;
  const where = sql`WHERE p."horario" >= ${inicio}::timestamp AND p."horario" <= ${fim}::timestamp AND (${txid}::text IS NULL OR p."txid" = ${txid})`;
  const [{ total }] = await runSql(
    sql<{ total: number }>`SELECT count(*)::int AS "total" FROM "SandboxPspPix" p ${where}`,
  );
  const rows = await runSql(
    sql<PixRow>`${PIX_SELECT} ${where} ORDER BY p."horario", p."endToEndId" LIMIT ${size}::int OFFSET ${page * size}::int`,
  );
  return json(200, {
    parametros: {
      inicio: inicio.toISOString(),
      fim: fim.toISOString(),
      paginacao: {
        paginaAtual: page,
        itensPorPagina: size,
        quantidadeDePaginas: Math.max(1, Math.ceil(total / size)),
        quantidadeTotalDeItens: total,
      },
    },
    pix: rows.map(pixJson),
  });
}

export async function getPix(e2eid: string): Promise<Response> {
  const pix = await pixOf(e2eid);
  return pix ? json(200, pixJson(pix)) : problem(404, "PixNaoEncontrado", "Pix não encontrado.");
}

// PUT /pix/{e2eid}/devolucao/{id}: at most the Pix's amount in all; an id used before is refused.
export async function putDevolucao(ctx: PspContext, req: Request, e2eid: string, id: string): Promise<Response> {
  const body = await readBody(req, devolucaoSolicitadaSchema, "PixDevolucaoInvalida");
  if (body instanceof Response) return body;
  if (!/^[a-zA-Z0-9]{1,35}$/.test(id))
    return problem(400, "PixDevolucaoInvalida", "Devolução inválida.", "id must be 1 to 35 letters or digits");
  const pix = await pixOf(e2eid);
  if (!pix) return problem(404, "PixNaoEncontrado", "Pix não encontrado.");
  if (pix.devolucoes.some((d) => d.id === id))
    return problem(
      400,
      "PixDevolucaoInvalida",
      "Devolução inválida.",
      "A presente requisição de devolução apresenta um id já utilizado.",
    );
  const taken = pix.devolucoes
    .filter((d) => d.status !== "NAO_REALIZADO")
    .reduce((sum, d) => sum + fromValor(d.valor), 0);
  if (taken + fromValor(body.valor) > fromValor(pix.valor) || fromValor(body.valor) === 0)
    return problem(
      400,
      "PixDevolucaoInvalida",
      "Devolução inválida.",
      "A devolução excederia o valor do Pix originário.",
      [{ razao: "valor acima do disponível", propriedade: "valor" }],
    );
  const now = new Date();
  const isImmediate = ctx.refundSettlement === "immediate";
  await runSql(sql`
    INSERT INTO "SandboxPspDevolucao" ("endToEndId", "id", "rtrId", "valor", "descricao", "status", "solicitacao", "liquidacao")
    VALUES (${e2eid}, ${id}, ${endToEnd("D", now)}, ${body.valor}, ${body.descricao ?? null}, ${isImmediate ? "DEVOLVIDO" : "EM_PROCESSAMENTO"}, ${now}::timestamp, ${isImmediate ? now : null}::timestamp)
    ON CONFLICT ("endToEndId", "id") DO NOTHING`);
  const after = (await pixOf(e2eid))!;
  const devolucao = after.devolucoes.find((d) => d.id === id)!;
  // a final status is notified as a bank would: the Pix with its devolução
  if (isImmediate) await deliverPixWebhook(ctx, [{ ...pixJson(after), devolucoes: [devolucaoJson(devolucao)] }]);
  return json(201, devolucaoJson(devolucao));
}

export async function getDevolucao(e2eid: string, id: string): Promise<Response> {
  const devolucao = DEVOLUCAO_ID.test(id) ? (await pixOf(e2eid))?.devolucoes.find((d) => d.id === id) : undefined;
  return devolucao
    ? json(200, devolucaoJson(devolucao))
    : problem(404, "PixDevolucaoNaoEncontrada", "Devolução não encontrada.");
}

const payBodySchema = z.strictObject({
  valor: z
    .string()
    .regex(/^\d{1,10}\.\d{2}$/)
    .optional(),
  horario: z.iso.datetime({ offset: true }).optional(),
  infoPagador: z.string().max(140).optional(),
  notify: z.boolean().optional(),
});

// Simulator: the payer's bank pays the charge. The PSP records the Pix, concludes the charge and
// notifies the webhook registered for its key, as a bank would. `notify: false` loses the
// notification (to test reconciliation).
export async function simulatePayment(ctx: PspContext, req: Request, txid: string): Promise<Response> {
  const body = await readBody(req, payBodySchema, "RequisicaoInvalida");
  if (body instanceof Response) return body;
  const cob = await findCob(txid);
  if (!cob) return problem(404, "CobNaoEncontrado", "Cobrança não encontrada.");
  const original = (cob.request.valor as { original: string }).original;
  const valor = body.valor ?? original;
  const horario = body.horario ? new Date(body.horario) : new Date();
  if (cob.status !== "ATIVA")
    return problem(400, "CobOperacaoInvalida", "Cobrança não pode ser paga.", `The charge is ${cob.status}.`);
  if (cob.expiresAt && new Date(iso(cob.expiresAt)!) <= new Date())
    return problem(400, "CobOperacaoInvalida", "Cobrança não pode ser paga.", "The charge expired.");
  const e2eid = endToEnd("E", horario);
  // the charge concludes only when paid in full (modalidadeAlteracao 0: the amount cannot change);
  // an under-payment is received and notified, and the charge stays ATIVA
  const isFull = fromValor(valor) >= fromValor(original);
  const [concluded] = await runSql(sql<{ txid: string }>`
    WITH pix AS (
      INSERT INTO "SandboxPspPix" ("endToEndId", "txid", "valor", "chave", "horario", "infoPagador")
      VALUES (${e2eid}, ${txid}, ${valor}, ${cob.request.chave as string}, ${horario}::timestamp, ${body.infoPagador ?? null}) RETURNING 1)
    UPDATE "SandboxPspCob" SET "status" = 'CONCLUIDA', "updatedAt" = now()
    WHERE "txid" = ${txid} AND "status" = 'ATIVA' AND ${isFull}::boolean AND EXISTS (SELECT 1 FROM pix) RETURNING "txid"`);
  const pix = pixJson((await pixOf(e2eid))!);
  if (body.notify !== false) await deliverPixWebhook(ctx, [pix]);
  return json(concluded ? 201 : 202, pix);
}

const settleBodySchema = z.strictObject({
  status: z.enum(["DEVOLVIDO", "NAO_REALIZADO"]),
  motivo: z.string().max(140).optional(),
  notify: z.boolean().optional(),
});

// Simulator: the payer's bank completes (DEVOLVIDO) or refuses (NAO_REALIZADO) a devolução.
export async function simulateDevolucao(ctx: PspContext, req: Request, e2eid: string, id: string): Promise<Response> {
  const body = await readBody(req, settleBodySchema, "RequisicaoInvalida");
  if (body instanceof Response) return body;
  if (!E2E_ID.test(e2eid) || !DEVOLUCAO_ID.test(id))
    return problem(404, "PixDevolucaoNaoEncontrada", "Devolução não encontrada.");
  const liquidacao = body.status === "DEVOLVIDO" ? new Date() : null;
  const [row] = await runSql(sql<{ id: string }>`
    UPDATE "SandboxPspDevolucao" SET "status" = ${body.status}, "motivo" = ${body.motivo ?? null}, "liquidacao" = ${liquidacao}::timestamp
    WHERE "endToEndId" = ${e2eid} AND "id" = ${id} AND "status" = 'EM_PROCESSAMENTO' RETURNING "id"`);
  if (!row)
    return problem(400, "PixDevolucaoInvalida", "Devolução inválida.", "No devolução EM_PROCESSAMENTO with this id.");
  const pix = (await pixOf(e2eid))!;
  const devolucao = pix.devolucoes.find((d) => d.id === id)!;
  if (body.notify !== false)
    await deliverPixWebhook(ctx, [{ ...pixJson(pix), devolucoes: [devolucaoJson(devolucao)] }]);
  return json(200, devolucaoJson(devolucao));
}
