import "server-only";

import type { PixRail } from "../port";
import { type ApiPixConfig, createApiPixClient } from "./api-pix-client";
import { cancelCharge, chargeStatus } from "./charge-status";
import { createCharge, createDueCharge } from "./create-charge";
import { listPayments, parseNotification, paymentStatus } from "./payments";
import { refund, refundStatus } from "./refunds";
import { registerWebhook } from "./register-webhook";

export type { ApiPixConfig } from "./api-pix-client";

/**
 * The Pix rail over the Banco Central's API Pix (any PSP, the built-in sandbox PSP included): one
 * function per operation of the port, each in its file, over one client (api-pix-client.ts: the
 * OAuth token, mutual TLS, schema checks both ways, retries).
 */
export function createApiPixRail(config: ApiPixConfig): PixRail & { close(): void } {
  const client = createApiPixClient(config);
  return {
    provider: config.provider,
    isReal: config.isReal,
    createCharge: (input) => createCharge(client, input),
    createDueCharge: (input) => createDueCharge(client, input),
    cancelCharge: (txid, kind) => cancelCharge(client, txid, kind),
    chargeStatus: (txid, kind) => chargeStatus(client, txid, kind),
    paymentStatus: (end2EndId) => paymentStatus(client, end2EndId),
    refund: (input) => refund(client, input),
    refundStatus: (input) => refundStatus(client, input),
    listPayments: (input) => listPayments(client, input),
    registerWebhook: (url) => registerWebhook(client, url),
    parseNotification,
    close: () => client.close(),
  };
}
