import "server-only";

import { type PixChargeState, RailError } from "../port";
import { type ApiPixClient, txidOf } from "./api-pix-client";
import { toChargeState } from "./map-answers";
import { cobAnswerSchema, cobRevisadaSchema } from "./schemas";

// GET /cob/{txid} or /cobv/{txid}: what became of a charge.
export async function chargeStatus(
  client: ApiPixClient,
  txid: string,
  kind: "cob" | "cobv" = "cob",
): Promise<PixChargeState> {
  return toChargeState(await client.call({ method: "GET", path: `/${kind}/${txidOf(txid)}`, accept: cobAnswerSchema }));
}

// PATCH /cob/{txid} or /cobv/{txid}: the receiver removes a charge still open.
export async function cancelCharge(
  client: ApiPixClient,
  txid: string,
  kind: "cob" | "cobv" = "cob",
): Promise<PixChargeState> {
  txidOf(txid);
  try {
    return toChargeState(
      await client.call({
        method: "PATCH",
        path: `/${kind}/${txid}`,
        body: { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" },
        send: cobRevisadaSchema,
        accept: cobAnswerSchema,
      }),
    );
  } catch (e) {
    // a charge that is no longer ATIVA (paid, or removed before) cannot be revised: say what it is
    if (e instanceof RailError && e.details.status === 400)
      return toChargeState(await client.call({ method: "GET", path: `/cob/${txid}`, accept: cobAnswerSchema }));
    throw e;
  }
}
