import { createHmac } from "node:crypto";

import { derivedKey } from "@/lib/env";

// Same card → same fingerprint within this installation; the PAN cannot be recovered from it.
export function cardFingerprint(pan: string): string {
  return createHmac("sha256", derivedKey("card-fingerprint")).update(pan).digest("hex").slice(0, 32);
}
