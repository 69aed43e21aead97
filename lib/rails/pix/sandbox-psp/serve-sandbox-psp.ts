import "server-only";

import { type FetchHandler, type ServedHandler, serveFetchHandler, type ServeTls } from "../../serve-fetch-handler";
import type { SandboxPsp } from "./create-sandbox-psp";

export type ServedPsp = ServedHandler;

/**
 * Serves a built-in PSP on its own port with plain node:http, or node:https asking for a client
 * certificate signed by `ca` (mutual TLS, as a real PSP does). Used where no Next server runs it:
 * the tests, the seed before the server starts, the benchmark's PSP process. `intercept` sees every
 * request first (tests: a 5xx, a slow answer).
 */
export function serveSandboxPsp({
  psp,
  ...opts
}: {
  psp: SandboxPsp;
  tls?: ServeTls;
  port?: number;
  host?: string;
  intercept?: (req: Request, next: FetchHandler) => Promise<Response>;
}): Promise<ServedPsp> {
  return serveFetchHandler({
    handler: psp,
    ...opts,
    // the standard's problem+json
    failure: (detail) => ({
      contentType: "application/problem+json",
      body: JSON.stringify({
        type: "https://pix.bcb.gov.br/api/v2/error/ErroInternoDoServidor",
        title: "Erro interno do servidor.",
        status: 500,
        detail,
      }),
    }),
  });
}
