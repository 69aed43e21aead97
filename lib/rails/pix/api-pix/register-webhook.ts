import "server-only";

import type { ApiPixClient } from "./api-pix-client";
import { webhookSolicitadoSchema } from "./schemas";

// PUT /webhook/{chave}: tells the PSP where to send notifications of the merchant's Pix key.
export async function registerWebhook(client: ApiPixClient, url: string): Promise<void> {
  // answered 200 with no body
  await client.call({
    method: "PUT",
    path: `/webhook/${encodeURIComponent(client.pixKey)}`,
    body: { webhookUrl: url },
    send: webhookSolicitadoSchema,
    expect: [200, 201, 204],
  });
}
