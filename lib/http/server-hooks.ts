import "server-only";

import http from "node:http";

import { ApiError } from "@/lib/platform/errors";
import { isHttps, PEER_HEADER } from "@/lib/platform/rate-limit/client-ip";

import type { FastLane } from "./fast-lane";

// What the app needs from the Node server that Next's route handlers cannot see or do: one wrapper
// around every HTTP server's "request" event, installed once at start (instrumentation.ts).
//
// - Methods outside Next's seven (TRACE, PROPFIND, SEARCH, QUERY, …) get an empty 400 from Next
//   before any route code runs, and middleware cannot pick requests by method without running on
//   every request (a quarter of a list request's CPU). So they are answered here: a JSON 501 under
//   /v1 (no resource supports them, so there is no Allow to name), plain text elsewhere.
// - The socket's address is stamped on the request (PEER_HEADER, a client's own copy dropped), so
//   clientIp() can trust no forwarded header at all when TRUSTED_PROXY_HOPS is 0.
// - HTTPS requests (through a trusted proxy) get Strict-Transport-Security.
// - Requests in flight are counted, so a SIGTERM can drain them (drainServers).
// - Plain /v1 requests take the API's fast lane when one is given (lib/http/fast-lane.ts).
const NEXT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
const g = globalThis as unknown as {
  __colmeiaServers?: Set<http.Server>;
  __colmeiaInFlight?: number;
  __colmeiaDraining?: boolean;
  __colmeiaUnhooked?: WeakSet<http.Server>;
};
const servers = (g.__colmeiaServers ??= new Set());
const unhooked = (g.__colmeiaUnhooked ??= new WeakSet());

/** A server of the app's own that is not the API (METRICS_PORT's): none of the hooks below, no fast lane. */
export function leaveUnhooked(server: http.Server): void {
  unhooked.add(server);
}

export function hookServerRequests(fastLane: FastLane | null = null) {
  const emit = http.Server.prototype.emit;
  if ((emit as { isColmeiaHook?: boolean }).isColmeiaHook) return;
  const hooked = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request" || unhooked.has(this)) return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    servers.add(this);
    if (g.__colmeiaDraining) res.setHeader("connection", "close");
    if (!NEXT_METHODS.has(req.method ?? "")) {
      req.resume();
      if (req.url?.startsWith("/v1/")) {
        const error = new ApiError("method_not_supported", `Method ${req.method} is not supported by this API`);
        res
          .writeHead(error.status, { "content-type": "application/json; charset=utf-8" })
          .end(JSON.stringify(error.toJSON()));
      } else res.writeHead(501, { "content-type": "text/plain; charset=utf-8" }).end("Method not supported");
      return true;
    }
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "unknown";
    // (no Headers object per request: the raw header is looked at only when there is one)
    if (
      req.headers["x-forwarded-proto"] &&
      isHttps({ get: (name) => (req.headers[name] as string | undefined) ?? null })
    )
      res.setHeader("strict-transport-security", "max-age=31536000; includeSubDomains");
    g.__colmeiaInFlight = (g.__colmeiaInFlight ?? 0) + 1;
    res.once("close", () => void (g.__colmeiaInFlight = (g.__colmeiaInFlight ?? 1) - 1));
    if (fastLane?.serve(req, res)) return true;
    return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>);
  } as typeof emit & { isColmeiaHook?: boolean };
  hooked.isColmeiaHook = true;
  http.Server.prototype.emit = hooked;
}

/**
 * Stops accepting connections, lets the requests in flight finish (at most `maxMs`), and closes
 * idle keep-alive connections; resolves with how many were still running when time ran out.
 */
export async function drainServers(maxMs: number): Promise<number> {
  g.__colmeiaDraining = true;
  for (const server of servers) {
    server.close();
    server.closeIdleConnections();
  }
  const deadline = Date.now() + maxMs;
  while ((g.__colmeiaInFlight ?? 0) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const server of servers) server.closeIdleConnections();
  return g.__colmeiaInFlight ?? 0;
}
