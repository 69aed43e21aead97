import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";

import { isPrivateAddress } from "./is-private-address";

// Every range of IANA's IPv4 and IPv6 Special-Purpose Address Registries (as of 2025), plus
// multicast: none may be a webhook target, whatever the registry says of global reachability.
const IPV4_SPECIAL = [
  "0.0.0.0/8", // "this network"
  "0.0.0.0/32",
  "10.0.0.0/8",
  "100.64.0.0/10", // shared address space (CGNAT)
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, cloud metadata
  "172.16.0.0/12",
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.0.0/29", // DS-Lite
  "192.0.0.8/32", // IPv4 dummy address
  "192.0.0.9/32", // Port Control Protocol anycast
  "192.0.0.10/32", // TURN anycast
  "192.0.0.170/32", // NAT64/DNS64 discovery
  "192.0.0.171/32",
  "192.0.2.0/24", // TEST-NET-1
  "192.31.196.0/24", // AS112-v4
  "192.52.193.0/24", // AMT
  "192.88.99.0/24", // deprecated 6to4 relay anycast
  "192.168.0.0/16",
  "192.175.48.0/24", // direct delegation AS112
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // TEST-NET-2
  "203.0.113.0/24", // TEST-NET-3
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved
  "255.255.255.255/32",
];
// (IPv4-mapped ::ffff:0:0/96, NAT64's 64:ff9b::/96 and 6to4's 2002::/16 are judged by the IPv4
// they carry: below.)
const IPV6_SPECIAL = [
  "::1/128",
  "::/128",
  "64:ff9b:1::/48", // local-use IPv4/IPv6 translation
  "100::/64", // discard-only
  "100:0:0:1::/64", // dummy IPv6 prefix
  "2001::/23", // IETF protocol assignments
  "2001::/32", // Teredo
  "2001:1::1/128", // Port Control Protocol anycast
  "2001:1::2/128", // TURN anycast
  "2001:1::3/128", // DNS-SD service registration protocol anycast
  "2001:2::/48", // benchmarking
  "2001:3::/32", // AMT
  "2001:4:112::/48", // AS112-v6
  "2001:10::/28", // deprecated ORCHID
  "2001:20::/28", // ORCHIDv2
  "2001:30::/28", // drone remote ID protocol entity tags
  "2001:db8::/32", // documentation
  "2620:4f:8000::/48", // direct delegation AS112
  "3fff::/20", // documentation
  "5f00::/16", // segment routing SIDs
  "fc00::/7", // unique-local
  "fe80::/10", // link-local
  "fec0::/10", // deprecated site-local
  "ff00::/8", // multicast
];

// The first and the last address of a range, and one in the middle.
function samples(cidr: string): string[] {
  const [net, bits] = ipaddr.parseCIDR(cidr);
  const bytes = net.toByteArray();
  const at = (fill: number) =>
    ipaddr.fromByteArray(
      bytes.map((b, i) => {
        const hostBits = Math.max(0, Math.min(8, (i + 1) * 8 - bits));
        const mask = (1 << hostBits) - 1;
        return (b & ~mask) | (fill & mask);
      }),
    );
  return [at(0), at(0xa5), at(0xff)].map((ip) => ip.toString());
}

describe("isPrivateAddress", () => {
  it.each(IPV4_SPECIAL)("refuses all of IPv4 special-purpose %s", (cidr) => {
    for (const ip of samples(cidr)) expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it.each(IPV6_SPECIAL)("refuses all of IPv6 special-purpose %s", (cidr) => {
    for (const ip of samples(cidr)) expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it.each(IPV4_SPECIAL)("refuses IPv4 special-purpose %s carried in IPv6 (mapped, NAT64, 6to4)", (cidr) => {
    for (const v4 of samples(cidr)) {
      const [a, b, c, d] = v4.split(".").map(Number);
      const hi = ((a << 8) | b).toString(16);
      const lo = ((c << 8) | d).toString(16);
      for (const ip of [`::ffff:${v4}`, `::ffff:${hi}:${lo}`, `64:ff9b::${hi}:${lo}`, `2002:${hi}:${lo}::1`])
        expect(isPrivateAddress(ip), ip).toBe(true);
    }
  });

  it.each([
    "::ffff:0:127.0.0.1", // IPv4-translated (RFC 6145)
    "::ffff:0:8.8.8.8",
    "::127.0.0.1", // deprecated IPv4-compatible
    "::8.8.8.8",
    "64:ff9b:1::808:808",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
    "168.63.129.16", // Azure metadata and DNS
    "fd00:ec2::254", // AWS metadata over IPv6
    "[::1]",
    "fe80::1%eth0",
    "not-an-ip",
    "127.1",
    "0x7f.0.0.1",
    "",
  ])("refuses %s", (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "192.169.0.1",
    "100.128.0.1",
    "168.63.129.17",
    "192.0.1.255",
    "192.0.3.0",
    "198.51.99.255",
    "203.0.114.0",
    "2001:4860:4860::8888",
    "2606:4700::1111",
    "2001:200::1", // just past 2001::/23
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
    "[2606:4700::1111]",
  ])("allows %s", (ip) => expect(isPrivateAddress(ip)).toBe(false));
});
