import "server-only";

import { derivedKey } from "@/lib/platform/env";

// The merchant credentials of the built-in PSP, derived from the server secret: the connector (as
// its client) and the PSP (checking them) compute the same values, and nothing is stored. The
// receiving key is an EVP-shaped random key (a UUID), as a bank would hand out.
export function sandboxPspCredentials() {
  const key = derivedKey("sandbox-psp-pix-key").toString("hex");
  return {
    clientId: "colmeia-sandbox",
    clientSecret: derivedKey("sandbox-psp-client-secret").toString("base64url"),
    pixKey: `${key.slice(0, 8)}-${key.slice(8, 12)}-4${key.slice(13, 16)}-a${key.slice(17, 20)}-${key.slice(20, 32)}`,
  };
}
