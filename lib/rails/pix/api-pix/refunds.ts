import "server-only";

import { type PixRefund, RailError } from "../port";
import { type ApiPixClient, devolucaoOf, e2eOf } from "./api-pix-client";
import { toRefund } from "./map-answers";
import { devolucaoSchema, devolucaoSolicitadaSchema, toValor } from "./schemas";

const devolucaoPath = (end2EndId: string, refundId: string) =>
  `/pix/${e2eOf(end2EndId)}/devolucao/${devolucaoOf(refundId)}`;

// PUT /pix/{e2eid}/devolucao/{id}: return part or all of a Pix received.
export async function refund(
  client: ApiPixClient,
  {
    end2EndId,
    refundId,
    amount,
    description,
  }: { end2EndId: string; refundId: string; amount: number; description?: string },
): Promise<PixRefund> {
  const path = devolucaoPath(end2EndId, refundId);
  const body = { valor: toValor(amount), ...(description && { descricao: description.slice(0, 140) }) };
  try {
    return toRefund(
      end2EndId,
      await client.call({ method: "PUT", path, body, send: devolucaoSolicitadaSchema, accept: devolucaoSchema }),
    );
  } catch (e) {
    // the standard refuses a devolução id used before: after a lost answer, the retry finds it
    if (!(e instanceof RailError) || e.details.status !== 400) throw e;
    const existing = await client.call({ method: "GET", path, accept: devolucaoSchema }).catch(() => undefined);
    if (existing && existing.valor === body.valor) return toRefund(end2EndId, existing);
    throw e;
  }
}

// GET /pix/{e2eid}/devolucao/{id}: what became of a refund.
export async function refundStatus(
  client: ApiPixClient,
  { end2EndId, refundId }: { end2EndId: string; refundId: string },
): Promise<PixRefund> {
  return toRefund(
    end2EndId,
    await client.call({ method: "GET", path: devolucaoPath(end2EndId, refundId), accept: devolucaoSchema }),
  );
}
