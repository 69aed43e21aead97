import "server-only";

import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";

export type FetchHandler = (req: Request) => Promise<Response>;
export type ServedHandler = { origin: string; server: http.Server | https.Server; close(): Promise<void> };
export type ServeTls = { cert: string | Buffer; key: string | Buffer; ca?: string | Buffer; requestCert?: boolean };

/**
 * Serves a built-in provider server (the sandbox PSP, the Cielo server) on its own port where no
 * Next server runs it: the tests, the seed, the benchmark's provider processes. Plain node:http, or
 * node:https — asking for a client certificate signed by `ca` when given (mutual TLS). The request's
 * signal aborts when the client leaves. `failure` is the protocol's own 500 body for a handler that
 * throws. `intercept` sees every request first (tests: a 5xx, a slow answer, a count).
 */
export async function serveFetchHandler({
  handler,
  failure,
  tls,
  port = 0,
  host = "127.0.0.1",
  intercept,
}: {
  handler: FetchHandler;
  failure: (message: string) => { contentType: string; body: string };
  tls?: ServeTls;
  port?: number;
  host?: string;
  intercept?: (req: Request, next: FetchHandler) => Promise<Response>;
}): Promise<ServedHandler> {
  const handle = async (nodeReq: http.IncomingMessage, nodeRes: http.ServerResponse) => {
    const left = new AbortController();
    nodeRes.on("close", () => {
      if (!nodeRes.writableFinished) left.abort();
    });
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
        signal: left.signal,
      });
      const res = intercept ? await intercept(req, handler) : await handler(req);
      const out = Buffer.from(await res.arrayBuffer());
      if (nodeRes.destroyed) return;
      nodeRes.writeHead(res.status, Object.fromEntries(res.headers.entries()));
      nodeRes.end(out);
    } catch (e) {
      if (nodeRes.destroyed) return;
      const { contentType, body } = failure(String((e as Error).message));
      if (!nodeRes.headersSent) nodeRes.writeHead(500, { "content-type": contentType });
      nodeRes.end(body);
    }
  };
  // handle answers every failure itself (the 500 above): nothing is left for Node to reject
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => void handle(req, res);
  const mutual = tls?.requestCert ?? !!tls?.ca;
  const server = tls
    ? https.createServer(
        { cert: tls.cert, key: tls.key, ca: tls.ca, requestCert: mutual, rejectUnauthorized: mutual },
        listener,
      )
    : http.createServer(listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `${tls ? "https" : "http"}://${host}:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
