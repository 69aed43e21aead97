import "server-only";

import dns from "node:dns/promises";
import { isIP } from "node:net";

import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";

import { isPrivateAddress } from "./is-private-address";

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * Refuses, when it is given (webhook endpoint, postbackUrl), a URL that is certainly unsafe: its
 * host is, or resolves to, a non-public address — 422 url_not_allowed with the reason — unless the
 * operator allows private networks. A name that does not resolve right now is accepted (DNS may be
 * down for a minute; the payment must not be). Delivery checks again at connect time
 * (post-webhook.ts): a name that resolves publicly now, or not at all, and privately later is
 * still refused then.
 */
export async function assertPublicUrl(url: string, field: string): Promise<void> {
  if (env.allowPrivateNetworks) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const refuse = (reason: string) =>
    new ApiError(
      "url_not_allowed",
      `${field} ${reason}: webhooks and postbacks only reach public addresses (set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to allow private ones)`,
      { field, host },
    );
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw refuse(`points to ${host}, which is not a public address`);
    return;
  }
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([
      dns.lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), LOOKUP_TIMEOUT_MS).unref()),
    ]);
  } catch {
    // does not resolve now (no such name, DNS down, a timeout): not certainly unsafe, so accepted;
    // each delivery judges the address it connects to
    return;
  }
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  if (bad) throw refuse(`names a host (${host}) that resolves to ${bad.address}, which is not a public address`);
}
