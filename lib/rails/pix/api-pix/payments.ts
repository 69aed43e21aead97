import "server-only";

import { type PixPayment, RailError } from "../port";
import { type ApiPixClient, e2eOf } from "./api-pix-client";
import { toPayment } from "./map-answers";
import { pixListAnswerSchema, pixSchema, webhookNotificationSchema } from "./schemas";

// GET /pix/{e2eid}: a Pix as the PSP received it; null when it received no such Pix.
export async function paymentStatus(client: ApiPixClient, end2EndId: string): Promise<PixPayment | null> {
  try {
    return toPayment(await client.call({ method: "GET", path: `/pix/${e2eOf(end2EndId)}`, accept: pixSchema }));
  } catch (e) {
    // PixNaoEncontrado: the PSP received no such Pix
    if (e instanceof RailError && e.details.status === 404) return null;
    throw e;
  }
}

// GET /pix?inicio&fim: every Pix received between two instants, page after page (reconciliation).
export async function listPayments(
  client: ApiPixClient,
  { from, to }: { from: Date; to: Date },
): Promise<PixPayment[]> {
  const payments = [];
  for (let page = 0; ; page++) {
    // instants in UTC with "Z": a literal "+" offset would have to be percent-encoded
    const query = {
      inicio: from.toISOString(),
      fim: to.toISOString(),
      "paginacao.paginaAtual": String(page),
      "paginacao.itensPorPagina": "1000",
    };
    const answer = await client.call({ method: "GET", path: "/pix", query, accept: pixListAnswerSchema });
    payments.push(...answer.pix.map(toPayment));
    const pages = answer.parametros.paginacao?.quantidadeDePaginas ?? 1;
    if (page + 1 >= pages || answer.pix.length === 0) return payments;
  }
}

// The body a PSP POSTed to the webhook, as payments (with their refunds); throws when malformed.
export function parseNotification(body: unknown): PixPayment[] {
  return webhookNotificationSchema.parse(body).pix.map(toPayment);
}
