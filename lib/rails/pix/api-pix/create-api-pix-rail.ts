import "server-only";

import type { z } from "zod";

import { buildPixBrCode } from "@/lib/formats/pix-brcode";

import { type PixRail, RailError } from "../port";
import { assertProviderUrl, createHttpClient, type TlsFiles } from "./http-client";
import { toChargeState, toPayment, toRefund } from "./map-answers";
import { createTokenSource, safeJson } from "./oauth-token";
import {
  ANY_E2E_ID,
  type CobAnswer,
  cobAnswerSchema,
  cobRevisadaSchema,
  cobSolicitadaSchema,
  cobvSolicitadaSchema,
  DEVOLUCAO_ID,
  devolucaoSchema,
  devolucaoSolicitadaSchema,
  pixListAnswerSchema,
  pixQuerySchema,
  pixSchema,
  problemaSchema,
  toValor,
  TXID,
  webhookNotificationSchema,
  webhookSolicitadoSchema,
} from "./schemas";

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
  /** every call that got an answer from the PSP (rail health) */
  onAnswer?: (call: { method: string; path: string; status: number }) => void;
};

type Call<T> = {
  method: "GET" | "PUT" | "PATCH";
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  send?: z.ZodType;
  accept?: z.ZodType<T>;
  expect?: number[];
};

/**
 * The API Pix connector: the Banco Central's standard spoken to any PSP, the built-in sandbox PSP
 * included. Every request is checked against the standard's schema before it leaves (a bug here
 * throws, nothing is sent) and every answer on receipt (lenient: what real PSPs leave out is not
 * required). Calls are idempotent by construction (txid, devolução id), so a 5xx or a timeout is
 * retried with the same identifiers; a 401 fetches a new token once.
 */
// An identifier put in a path must be what the standard allows (letters and digits): one with a
// control character, "/" or "%" would name another resource or none, so it is never sent.
function pathId(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value))
    throw new RailError(`${what} must be letters and digits (API Pix): not sent`, { isRetryable: false });
  return value;
}
const e2eOf = (id: string) => pathId(id, ANY_E2E_ID, "endToEndId");
const txidOf = (id: string) => pathId(id, TXID, "txid");
const devolucaoOf = (id: string) => pathId(id, DEVOLUCAO_ID, "devolução id");

export function createApiPixRail(config: ApiPixConfig): PixRail & { close(): void } {
  const apiUrl = assertProviderUrl(config.apiUrl, "PIX_API_URL");
  const http = createHttpClient({ tls: config.tls, timeoutMs: config.timeoutMs ?? 10_000 });
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
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { "content-type": "application/json" }) },
    });
    config.onAnswer?.({ method: call.method, path: call.path, status: answer.status });
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

  const qrcodeOf = (cob: CobAnswer) => {
    if (cob.pixCopiaECola) return cob.pixCopiaECola;
    if (!cob.location)
      throw new RailError(`PUT /cob/${cob.txid}: the PSP gave neither pixCopiaECola nor location`, {
        isRetryable: false,
      });
    return buildPixBrCode({
      url: cob.location.replace(/^https?:\/\//, ""),
      merchantName: config.merchantName ?? "COLMEIA",
      merchantCity: "BRASIL",
      amountCents: Math.round(Number(cob.valor.original) * 100),
      txid: cob.txid,
    });
  };
  const chargeOf = (cob: CobAnswer, fallbackExpiry: Date) => {
    const criacao = cob.calendario?.criacao ? new Date(cob.calendario.criacao) : undefined;
    const expiry =
      criacao && cob.calendario?.expiracao
        ? new Date(criacao.getTime() + cob.calendario.expiracao * 1000)
        : fallbackExpiry;
    return {
      txid: cob.txid,
      qrcode: qrcodeOf(cob),
      location: cob.location?.replace(/^https?:\/\//, "") ?? null,
      expirationDate: expiry.toISOString(),
    };
  };
  const devedorOf = (payer?: { name: string; document: { type: string; number: string } }) =>
    payer && payer.document.type !== "passport"
      ? { [payer.document.type]: payer.document.number, nome: payer.name.slice(0, 200) }
      : undefined;

  return {
    provider: config.provider,
    isReal: config.isReal,

    async createCharge(input) {
      const body = {
        calendario: { expiracao: input.expiresInSeconds },
        ...(devedorOf(input.payer) && { devedor: devedorOf(input.payer) }),
        valor: { original: toValor(input.amount) },
        chave: config.pixKey,
        ...(input.description && { solicitacaoPagador: input.description.slice(0, 140) }),
      };
      const expiry = new Date(Date.now() + input.expiresInSeconds * 1000);
      return chargeOf(
        await call({
          method: "PUT",
          path: `/cob/${txidOf(input.txid)}`,
          body,
          send: cobSolicitadaSchema,
          accept: cobAnswerSchema,
        }),
        expiry,
      );
    },

    async createDueCharge(input) {
      const devedor = devedorOf(input.payer);
      if (!devedor)
        throw new RailError("A Pix with a due date needs a debtor with a CPF or CNPJ", { isRetryable: false });
      const valor = {
        original: toValor(input.amount),
        ...(input.finePercent && { multa: { modalidade: 2, valorPerc: input.finePercent.toFixed(2) } }),
        ...(input.interestPercentPerMonth && {
          juros: { modalidade: 3, valorPerc: input.interestPercentPerMonth.toFixed(2) },
        }),
        ...(input.discount && {
          desconto: {
            modalidade: 1,
            descontoDataFixa: [{ data: input.discount.until, valorPerc: toValor(input.discount.amount) }],
          },
        }),
      };
      const body = {
        calendario: { dataDeVencimento: input.dueDate, validadeAposVencimento: input.validAfterDueDays },
        devedor,
        valor,
        chave: config.pixKey,
        ...(input.description && { solicitacaoPagador: input.description.slice(0, 140) }),
      };
      const cob = await call({
        method: "PUT",
        path: `/cobv/${txidOf(input.txid)}`,
        body,
        send: cobvSolicitadaSchema,
        accept: cobAnswerSchema,
      });
      const lastDay = new Date(`${input.dueDate}T23:59:59-03:00`);
      return {
        ...chargeOf(cob, lastDay),
        expirationDate: new Date(lastDay.getTime() + input.validAfterDueDays * 86_400_000).toISOString(),
      };
    },

    async cancelCharge(txid) {
      txidOf(txid);
      try {
        return toChargeState(
          await call({
            method: "PATCH",
            path: `/cob/${txid}`,
            body: { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" },
            send: cobRevisadaSchema,
            accept: cobAnswerSchema,
          }),
        );
      } catch (e) {
        // a charge that is no longer ATIVA (paid, or removed before) cannot be revised: say what it is
        if (e instanceof RailError && e.details.status === 400)
          return toChargeState(await call({ method: "GET", path: `/cob/${txid}`, accept: cobAnswerSchema }));
        throw e;
      }
    },

    async chargeStatus(txid) {
      return toChargeState(await call({ method: "GET", path: `/cob/${txidOf(txid)}`, accept: cobAnswerSchema }));
    },

    async paymentStatus(end2EndId) {
      try {
        return toPayment(await call({ method: "GET", path: `/pix/${e2eOf(end2EndId)}`, accept: pixSchema }));
      } catch (e) {
        // PixNaoEncontrado: the PSP received no such Pix
        if (e instanceof RailError && e.details.status === 404) return null;
        throw e;
      }
    },

    async refund({ end2EndId, refundId, amount, description }) {
      const path = `/pix/${e2eOf(end2EndId)}/devolucao/${devolucaoOf(refundId)}`;
      const body = { valor: toValor(amount), ...(description && { descricao: description.slice(0, 140) }) };
      try {
        return toRefund(
          end2EndId,
          await call({ method: "PUT", path, body, send: devolucaoSolicitadaSchema, accept: devolucaoSchema }),
        );
      } catch (e) {
        // the standard refuses a devolução id used before: after a lost answer, the retry finds it
        if (!(e instanceof RailError) || e.details.status !== 400) throw e;
        const existing = await call({ method: "GET", path, accept: devolucaoSchema }).catch(() => undefined);
        if (existing && existing.valor === body.valor) return toRefund(end2EndId, existing);
        throw e;
      }
    },

    async refundStatus({ end2EndId, refundId }) {
      return toRefund(
        end2EndId,
        await call({
          method: "GET",
          path: `/pix/${e2eOf(end2EndId)}/devolucao/${devolucaoOf(refundId)}`,
          accept: devolucaoSchema,
        }),
      );
    },

    async listPayments({ from, to }) {
      const payments = [];
      for (let page = 0; ; page++) {
        // instants in UTC with "Z": a literal "+" offset would have to be percent-encoded
        const query = {
          inicio: from.toISOString(),
          fim: to.toISOString(),
          "paginacao.paginaAtual": String(page),
          "paginacao.itensPorPagina": "1000",
        };
        const answer = await call({ method: "GET", path: "/pix", query, accept: pixListAnswerSchema });
        payments.push(...answer.pix.map(toPayment));
        const pages = answer.parametros.paginacao?.quantidadeDePaginas ?? 1;
        if (page + 1 >= pages || answer.pix.length === 0) return payments;
      }
    },

    async registerWebhook(url) {
      // answered 200 with no body
      await call({
        method: "PUT",
        path: `/webhook/${encodeURIComponent(config.pixKey)}`,
        body: { webhookUrl: url },
        send: webhookSolicitadoSchema,
        expect: [200, 201, 204],
      });
    },

    parseNotification(body) {
      return webhookNotificationSchema.parse(body).pix.map(toPayment);
    },

    close: () => http.close(),
  };
}
