import { z } from "zod";

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

// The payer's address for rate limits and Transaction.ip. Route handlers cannot see the socket,
// and Next only fills X-Forwarded-For when the client did not send one, so the trustworthy entry
// is the one appended by our own reverse proxy: the last one, or the TRUSTED_PROXY_HOPS-th from
// the end when several proxies (CDN, load balancer) each append theirs.
export function clientIp(headers: Headers): string {
  const hops = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS ?? 1) || 1);
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const entry = chain[Math.max(0, chain.length - hops)] ?? "unknown";
  // IPv4 clients of a dual-stack server show up as ::ffff:1.2.3.4
  return entry.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

/** The address when it is a valid IP (what Transaction.ip accepts), else undefined. */
export function validIp(ip: string): string | undefined {
  return ipSchema.safeParse(ip).success ? ip : undefined;
}
