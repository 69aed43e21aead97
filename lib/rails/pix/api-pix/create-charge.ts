import "server-only";

import { buildPixBrCode } from "@/lib/formats/pix-brcode";
import { addDays, endOfDay } from "@/lib/formats/time";

import {
  type CreateDuePixChargeInput,
  type CreatePixChargeInput,
  type PixCharge,
  type PixPayer,
  RailError,
} from "../port";
import { type ApiPixClient, txidOf } from "./api-pix-client";
import { type CobAnswer, cobAnswerSchema, cobSolicitadaSchema, cobvSolicitadaSchema, toValor } from "./schemas";

// PUT /cob/{txid} and PUT /cobv/{txid}: a charge, immediate or with a due date.

export async function createCharge(client: ApiPixClient, input: CreatePixChargeInput): Promise<PixCharge> {
  const body = {
    calendario: { expiracao: input.expiresInSeconds },
    ...(devedorOf(input.payer) && { devedor: devedorOf(input.payer) }),
    valor: { original: toValor(input.amount) },
    chave: client.pixKey,
    ...(input.description && { solicitacaoPagador: input.description.slice(0, 140) }),
  };
  const expiry = new Date(Date.now() + input.expiresInSeconds * 1000);
  return chargeOf(
    client,
    await client.call({
      method: "PUT",
      path: `/cob/${txidOf(input.txid)}`,
      body,
      send: cobSolicitadaSchema,
      accept: cobAnswerSchema,
    }),
    expiry,
  );
}

export async function createDueCharge(client: ApiPixClient, input: CreateDuePixChargeInput): Promise<PixCharge> {
  const devedor = devedorOf(input.payer);
  if (!devedor) throw new RailError("A Pix with a due date needs a debtor with a CPF or CNPJ", { isRetryable: false });
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
    chave: client.pixKey,
    ...(input.description && { solicitacaoPagador: input.description.slice(0, 140) }),
  };
  const cob = await client.call({
    method: "PUT",
    path: `/cobv/${txidOf(input.txid)}`,
    body,
    send: cobvSolicitadaSchema,
    accept: cobAnswerSchema,
  });
  // payable through the last millisecond of the São Paulo due day, then validAfterDueDays more days
  return {
    ...chargeOf(client, cob, endOfDay(input.dueDate)),
    expirationDate: endOfDay(addDays(input.dueDate, input.validAfterDueDays)).toISOString(),
  };
}

function qrcodeOf(client: ApiPixClient, cob: CobAnswer) {
  if (cob.pixCopiaECola) return cob.pixCopiaECola;
  if (!cob.location)
    throw new RailError(`PUT /cob/${cob.txid}: the PSP gave neither pixCopiaECola nor location`, {
      isRetryable: false,
    });
  return buildPixBrCode({
    url: cob.location.replace(/^https?:\/\//, ""),
    merchantName: client.merchantName ?? "COLMEIA",
    merchantCity: "BRASIL",
    amountCents: Math.round(Number(cob.valor.original) * 100),
    txid: cob.txid,
  });
}

function chargeOf(client: ApiPixClient, cob: CobAnswer, fallbackExpiry: Date): PixCharge {
  const criacao = cob.calendario?.criacao ? new Date(cob.calendario.criacao) : undefined;
  const expiry =
    criacao && cob.calendario?.expiracao
      ? new Date(criacao.getTime() + cob.calendario.expiracao * 1000)
      : fallbackExpiry;
  return {
    txid: cob.txid,
    qrcode: qrcodeOf(client, cob),
    location: cob.location?.replace(/^https?:\/\//, "") ?? null,
    expirationDate: expiry.toISOString(),
  };
}

const devedorOf = (payer?: PixPayer) =>
  payer && payer.document.type !== "passport"
    ? { [payer.document.type]: payer.document.number, nome: payer.name.slice(0, 200) }
    : undefined;
