import "server-only";

import type { CardRail } from "../port";
import { authorize } from "./authorize";
import { type CieloConfig, createCieloClient } from "./cielo-client";
import { findPayment } from "./find-payment";
import { tokenize } from "./tokenize";
import { capture, queryPayment, voidPayment } from "./update-payment";

export type { CieloConfig } from "./cielo-client";

/**
 * The card rail over Cielo's e-commerce API 3.0 (Cielo itself, or the built-in Cielo server of the
 * sandbox): one function per operation of the port, each in its file, over one client
 * (cielo-client.ts: credentials, RequestId, the two hosts, keep-alive, schema checks both ways).
 */
export function createCieloRail(config: CieloConfig): CardRail & { close(): void } {
  const client = createCieloClient(config);
  return {
    provider: config.provider,
    isReal: config.isReal,
    acquirerName: "cielo",
    authorize: (input) => authorize(client, input),
    capture: (input) => capture(client, input),
    void: (input) => voidPayment(client, input),
    payment: ({ paymentId }) => queryPayment(client, paymentId),
    find: (input) => findPayment(client, input),
    tokenize: (input) => tokenize(client, input),
    close: () => client.close(),
  };
}
