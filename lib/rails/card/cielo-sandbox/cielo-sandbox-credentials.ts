import "server-only";

import { derivedKey } from "@/lib/platform/env";

// The merchant credentials of the built-in Cielo server, derived from the server secret: the
// connector (as its client) and the server (checking them) compute the same values, and nothing
// is stored. Shaped as Cielo's: MerchantId a GUID, MerchantKey 40 characters.
export function cieloSandboxCredentials() {
  const id = derivedKey("sandbox-cielo-merchant-id").toString("hex");
  return {
    merchantId: `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`,
    merchantKey: derivedKey("sandbox-cielo-merchant-key").toString("hex").slice(0, 40).toUpperCase(),
  };
}
