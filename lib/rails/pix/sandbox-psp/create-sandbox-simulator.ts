import "server-only";

import { toPayment, toRefund } from "../api-pix/map-answers";
import { devolucaoSchema, pixSchema, toValor } from "../api-pix/schemas";
import { type PixPayment, type PixRefund, type PixSimulator, RailError } from "../port";

// The sandbox's stand-in for the payer's bank: asks the built-in PSP to pay a charge or to settle
// a devolução (the PSP's simulator routes, outside the API Pix standard, under /v2/sandbox).
export function createSandboxSimulator({
  apiUrl,
  clientId,
  clientSecret,
}: {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}): PixSimulator {
  const auth = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`;
  async function post(path: string, body: object) {
    const res = await fetch(`${apiUrl.replace(/\/$/, "")}/sandbox${path}`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok)
      throw new RailError(`sandbox PSP ${path} answered ${res.status}: ${data?.detail ?? data?.title ?? ""}`, {
        status: res.status,
        isRetryable: res.status >= 500,
        problem: data,
      });
    return data;
  }
  return {
    async pay(txid, { amount, paidAt, notify } = {}): Promise<PixPayment> {
      const body = {
        ...(amount !== undefined && { valor: toValor(amount) }),
        ...(paidAt && { horario: paidAt.toISOString() }),
        ...(notify === false && { notify }),
      };
      return toPayment(pixSchema.parse(await post(`/cob/${txid}/pagar`, body)));
    },
    async settleRefund({ end2EndId, refundId, status, reason, notify }): Promise<PixRefund> {
      const body = {
        status: status === "refunded" ? "DEVOLVIDO" : "NAO_REALIZADO",
        ...(reason && { motivo: reason }),
        ...(notify === false && { notify }),
      };
      return toRefund(
        end2EndId,
        devolucaoSchema.parse(await post(`/pix/${end2EndId}/devolucao/${refundId}/liquidar`, body)),
      );
    },
  };
}
