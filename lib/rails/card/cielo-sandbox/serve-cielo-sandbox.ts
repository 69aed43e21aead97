import "server-only";

import { type ServedHandler, serveFetchHandler } from "../../serve-fetch-handler";
import type { CieloSandbox } from "./create-cielo-sandbox";

/** `server`: the node server itself (the benchmark counts the connections it accepts). */
export type ServedCielo = ServedHandler;

/**
 * Serves a built-in Cielo server on its own port, plain node:http or node:https (Cielo's hosts are
 * TLS without client certificates). Used where no Next server runs it: the tests, the benchmark's
 * acquirer process. The request's signal aborts when the client leaves (the `timeout_once` card
 * holds its answer until then). `intercept` sees every request first (tests: record, break).
 */
export function serveCieloSandbox({
  handler,
  tls,
  ...opts
}: {
  handler: CieloSandbox;
  tls?: { cert: string | Buffer; key: string | Buffer };
  port?: number;
  host?: string;
  intercept?: (req: Request, next: CieloSandbox) => Promise<Response>;
}): Promise<ServedCielo> {
  return serveFetchHandler({
    handler,
    tls: tls && { cert: tls.cert, key: tls.key },
    ...opts,
    // Cielo's error list
    failure: (message) => ({ contentType: "application/json", body: JSON.stringify([{ Code: 0, Message: message }]) }),
  });
}
