import { BlockList, isIP } from "node:net";

// Addresses a production webhook must never reach (SSRF): "this" network, private, carrier-grade
// NAT, loopback, link-local, benchmarking, multicast and reserved ranges; IPv6 unspecified,
// loopback, unique-local, link-local and multicast.
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8]] as const) blocked.addSubnet(net, prefix, "ipv6");

// IPv4 carried inside IPv6 (::ffff:a.b.c.d, NAT64 64:ff9b::/96) is judged as the IPv4 it carries.
function embeddedIpv4(ip: string): string | undefined {
  const m = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ip);
  if (!m) return undefined;
  if (m[1]) return m[1];
  const hi = parseInt(m[2], 16), lo = parseInt(m[3], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").split("%")[0];
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, "ipv4");
  if (family !== 6) return true; // not an address at all: refuse rather than guess
  const v4 = embeddedIpv4(ip);
  return v4 ? blocked.check(v4, "ipv4") : blocked.check(ip, "ipv6");
}
