import "server-only";

import { isIP } from "node:net";

import ipaddr from "ipaddr.js";

// Addresses a webhook or postback must never reach (SSRF) unless the operator allows private
// networks (WEBHOOK_ALLOW_PRIVATE_NETWORKS). Public means ipaddr.js's `unicast`: every range of
// IANA's IPv4 and IPv6 special-purpose registries (private, loopback, link-local with the cloud
// metadata 169.254.169.254, CGNAT, documentation, benchmarking, protocol assignments, AS112, AMT,
// ORCHID, Teredo, 6to4 relays, SRv6, discard), multicast and reserved space are not, even the few
// the registry calls globally reachable (anycast protocol services, never a webhook receiver).
// IPv4 carried in IPv6 is judged as the IPv4 it carries where that is what the packet reaches:
// IPv4-mapped (::ffff:0:0/96), NAT64's well-known prefix (64:ff9b::/96) and 6to4 (2002::/16).
// A few more are refused by hand: Azure's metadata/DNS address (a unicast address), the dummy
// IPv6 prefix (RFC 9780, newer than the library) and the deprecated IPv4-compatible ::/96.
const EXTRA: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [
  ipaddr.parseCIDR("168.63.129.16/32"),
  ipaddr.parseCIDR("100:0:0:1::/64"),
  ipaddr.parseCIDR("::/96"),
];
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

const ipv4From = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);

// The IPv4 address a packet to this IPv6 address really goes to, if any.
function carriedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = ip.parts;
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address();
  if (ip.match(NAT64_WELL_KNOWN)) return ipv4From(p[6], p[7]);
  if (ip.range() === "6to4") return ipv4From(p[1], p[2]);
  return undefined;
}

export function isPrivateAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, "").split("%")[0];
  // not an address at all (node's parser is the strict one: no "0x7f.1" or "127.1"): refuse
  const family = isIP(text);
  if (!family) return true;
  // IPv6 written the URL standard's way first: ipaddr.js would read "::8.8.8.8" as IPv4-mapped
  const parsed = ipaddr.parse(family === 6 ? new URL(`http://[${text}]/`).hostname.slice(1, -1) : text);
  const ip = parsed.kind() === "ipv6" ? (carriedIpv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  if (ip.range() !== "unicast") return true;
  return EXTRA.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}
