import { BlockList, isIP } from "node:net";

// Addresses a webhook or postback must never reach (SSRF) unless the operator allows private
// networks (WEBHOOK_ALLOW_PRIVATE_NETWORKS): "this" network, private, carrier-grade NAT, loopback,
// link-local (cloud metadata 169.254.169.254 among them), IETF protocol assignments, benchmarking,
// multicast and reserved ranges, and Azure's metadata/DNS address; IPv6 unspecified, loopback,
// unique-local (AWS's fd00:ec2::254 among them), link-local, site-local and multicast.
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
  ["168.63.129.16", 32],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

const hextets = (ip: string): number[] | null => {
  // expand "::" and a trailing dotted IPv4 into eight 16-bit groups
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined ? (tail ? tail.split(":") : []) : [];
  const groups = tail !== undefined ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : null;
};

const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");

// IPv4 carried inside IPv6 is judged as the IPv4 it carries: IPv4-mapped (::ffff:0:0/96),
// IPv4-compatible (::/96), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48) and 6to4
// (2002::/16, the IPv4 in bits 16–47).
function embeddedIpv4(ip: string): string | undefined {
  const h = hextets(ip);
  if (!h) return undefined;
  const zeros = (from: number, to: number) => h.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && h[5] === 0xffff) return v4(h[6], h[7]);
  if (zeros(0, 6) && (h[6] !== 0 || h[7] > 1)) return v4(h[6], h[7]);
  if (h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6)) return v4(h[6], h[7]);
  if (h[0] === 0x64 && h[1] === 0xff9b && h[2] === 1) return v4(h[6], h[7]);
  if (h[0] === 0x2002) return v4(h[1], h[2]);
  return undefined;
}

export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").split("%")[0];
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, "ipv4");
  if (family !== 6) return true; // not an address at all: refuse rather than guess
  const inner = embeddedIpv4(ip);
  // the NAT64 local-use prefix may carry any address in its suffix: refused whole
  if (/^64:ff9b:1:/i.test(ip)) return true;
  return inner ? blocked.check(inner, "ipv4") : blocked.check(ip, "ipv6");
}
