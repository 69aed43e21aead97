import "server-only";

import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";

import type { SandboxPsp } from "./create-sandbox-psp";

export type ServedPsp = { origin: string; close(): Promise<void> };
type Tls = { cert: string | Buffer; key: string | Buffer; ca?: string | Buffer; requestCert?: boolean };

/**
 * Serves a built-in PSP on its own port with plain node:http, or node:https asking for a client
 * certificate signed by `ca` (mutual TLS, as a real PSP does). Used where no Next server runs it:
 * the tests, the seed before the server starts, the benchmark's PSP process. `intercept` sees every
 * request first (tests: a 5xx, a slow answer).
 */
export async function serveSandboxPsp({
  psp,
  tls,
  port = 0,
  host = "127.0.0.1",
  intercept,
}: {
  psp: SandboxPsp;
  tls?: Tls;
  port?: number;
  host?: string;
  intercept?: (req: Request, next: (req: Request) => Promise<Response>) => Promise<Response>;
}): Promise<ServedPsp> {
  const handle = async (nodeReq: http.IncomingMessage, nodeRes: http.ServerResponse) => {
    try {
      const chunks: Buffer[] = [];
      for await (const c of nodeReq) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(nodeReq.headers)) if (typeof v === "string") headers.set(k, v);
      const body =
        chunks.length && nodeReq.method !== "GET" && nodeReq.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const req = new Request(`${tls ? "https" : "http"}://${nodeReq.headers.host ?? host}${nodeReq.url}`, {
        method: nodeReq.method,
        headers,
        body,
      });
      const res = intercept ? await intercept(req, psp) : await psp(req);
      const out = Buffer.from(await res.arrayBuffer());
      nodeRes.writeHead(res.status, Object.fromEntries(res.headers.entries()));
      nodeRes.end(out);
    } catch (e) {
      if (!nodeRes.headersSent) nodeRes.writeHead(500, { "content-type": "application/problem+json" });
      nodeRes.end(
        JSON.stringify({
          type: "https://pix.bcb.gov.br/api/v2/error/ErroInternoDoServidor",
          title: "Erro interno do servidor.",
          status: 500,
          detail: String((e as Error).message),
        }),
      );
    }
  };
  // handle answers every failure itself (500 JSON above): nothing is left for Node to reject
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => void handle(req, res);
  const server = tls
    ? https.createServer(
        {
          cert: tls.cert,
          key: tls.key,
          ca: tls.ca,
          requestCert: tls.requestCert ?? !!tls.ca,
          rejectUnauthorized: tls.requestCert ?? !!tls.ca,
        },
        listener,
      )
    : http.createServer(listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `${tls ? "https" : "http"}://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
