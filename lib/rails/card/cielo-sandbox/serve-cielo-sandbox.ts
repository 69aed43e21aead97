import "server-only";

import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";

import type { CieloSandbox } from "./create-cielo-sandbox";

/** `server`: the node server itself (the benchmark counts the connections it accepts). */
export type ServedCielo = { origin: string; server: http.Server | https.Server; close(): Promise<void> };
type Tls = { cert: string | Buffer; key: string | Buffer };

/**
 * Serves a built-in Cielo server on its own port, plain node:http or node:https (Cielo's hosts are
 * TLS without client certificates). Used where no Next server runs it: the tests, the benchmark's
 * acquirer process. The request's signal aborts when the client leaves (the `timeout_once` card
 * holds its answer until then). `intercept` sees every request first (tests: record, break).
 */
export async function serveCieloSandbox({
  handler,
  tls,
  port = 0,
  host = "127.0.0.1",
  intercept,
}: {
  handler: CieloSandbox;
  tls?: Tls;
  port?: number;
  host?: string;
  intercept?: (req: Request, next: CieloSandbox) => Promise<Response>;
}): Promise<ServedCielo> {
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
      if (!nodeRes.headersSent) nodeRes.writeHead(500, { "content-type": "application/json" });
      nodeRes.end(JSON.stringify([{ Code: 0, Message: String((e as Error).message) }]));
    }
  };
  // handle answers every failure itself (500 above): nothing is left for Node to reject
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => void handle(req, res);
  const server = tls ? https.createServer({ cert: tls.cert, key: tls.key }, listener) : http.createServer(listener);
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
