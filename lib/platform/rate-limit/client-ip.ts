import "server-only";

import { z } from "zod";

import { settings } from "@/lib/platform/env";

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

/** The socket's remote address, stamped on each request by lib/http/server-hooks.ts. */
export const PEER_HEADER = "x-colmeia-peer";

// How many reverse proxies stand in front of the app (0 by default: none, so no forwarded header
// is believed). Each trusted proxy appends the address it saw to X-Forwarded-For.
function trustedHops(): number {
  return settings().TRUSTED_PROXY_HOPS;
}

// The client's address for rate limits, the audit log and Transaction.ip: the socket's peer when
// no proxy is trusted; otherwise the entry the outermost trusted proxy appended, counting
// TRUSTED_PROXY_HOPS from the end of X-Forwarded-For followed by the peer. Anything a client
// wrote further left is ignored.
export function clientIp(headers: Pick<Headers, "get">): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, headers.get(PEER_HEADER) ?? "unknown"];
  const entry = chain[Math.max(0, chain.length - 1 - trustedHops())];
  // IPv4 clients of a dual-stack server show up as ::ffff:1.2.3.4
  return entry.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

/** Whether the request reached the first trusted proxy over HTTPS (never believed without one). */
export function isHttps(headers: Pick<Headers, "get">): boolean {
  if (trustedHops() === 0) return false;
  const protos = (headers.get("x-forwarded-proto") ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return protos.length > 0 && protos[Math.max(0, protos.length - trustedHops())] === "https";
}

/** The address when it is a valid IP (what Transaction.ip accepts), else undefined. */
export function validIp(ip: string): string | undefined {
  return ipSchema.safeParse(ip).success ? ip : undefined;
}
