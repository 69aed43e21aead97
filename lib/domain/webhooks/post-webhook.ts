import "server-only";

import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

import { isPrivateAddress } from "./is-private-address";

export type PostResult = {
  status: number | null;
  // first 2 KiB of the answer
  body: string | null;
  durationMs: number;
  error: string | null;
  // refused by the SSRF rule: never retried
  isBlocked: boolean;
};

const MAX_BODY_BYTES = 2048;

// Connections are kept open between deliveries to the same origin (one TLS handshake per socket,
// not per notification), at most SOCKETS_PER_ORIGIN at once so one receiver never takes every
// socket; idle ones close after a few seconds.
const SOCKETS_PER_ORIGIN = 64;
const agentOptions = {
  keepAlive: true,
  keepAliveMsecs: 1000,
  maxSockets: SOCKETS_PER_ORIGIN,
  maxFreeSockets: 4,
  // idle sockets close before the usual 5 s keep-alive of servers, so a reused one is rarely stale
  timeout: 4000,
};
const agents = { "http:": new http.Agent(agentOptions), "https:": new https.Agent(agentOptions) };

class BlockedAddressError extends Error {}

// Resolves like the system resolver, but refuses the connection when any address of the name is
// private. It runs inside the connection itself, so the address checked is the address used (no
// window for DNS rebinding between a check and the request).
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad || addresses.length === 0)
      return callback(
        new BlockedAddressError(`${hostname} resolves to a non-public address (${bad?.address ?? "none"})`),
        "",
        0,
      );
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

// One POST with a hard total timeout. Redirects are not followed (a 3xx is a failed attempt).
export function postWebhook(opts: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, "durationMs">): PostResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(opts.url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!opts.allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.resolve(
      done({ status: null, body: null, error: `blocked: ${host} is not a public address`, isBlocked: true }),
    );

  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: Omit<PostResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "POST",
        agent: agents[url.protocol === "https:" ? "https:" : "http:"],
        headers: { ...opts.headers, "content-length": String(Buffer.byteLength(opts.body)) },
        ...(!opts.allowPrivate && { lookup: publicOnlyLookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () =>
          finish({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString("utf8"),
            error: null,
            isBlocked: false,
          });
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // the status is known and the log keeps 2 KiB: stop reading a large answer (and drop its
          // connection, which cannot be reused mid-body)
          if (size >= MAX_BODY_BYTES) {
            end();
            res.destroy();
          }
        });
        res.on("end", end);
        res.on("error", end);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, body: null, error: `timeout after ${opts.timeoutMs} ms`, isBlocked: false });
      req.destroy();
    }, opts.timeoutMs);
    req.on("error", (e) => {
      const blocked = e instanceof BlockedAddressError;
      finish({
        status: null,
        body: null,
        error: blocked
          ? `blocked: ${e.message}`
          : `${(e as NodeJS.ErrnoException).code ?? e.name}: ${e.message}`.slice(0, 500),
        isBlocked: blocked,
      });
    });
    req.end(opts.body);
  });
}
