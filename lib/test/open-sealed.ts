import { createDecipheriv } from "node:crypto";

// What an attacker holding the disk would try: open an AES-256-GCM payload in Colmeia's sealed
// format, "iv.tag.ciphertext" (base64 parts), with a candidate key (and a card hash's additional
// data, "card-hash:<companyId>"). Written apart from lib/platform/secret-box.ts on purpose, so the tests
// that scan for card data do not trust the code they check. Null when the key is wrong.
export function tryOpenSealed(payload: string, key: Buffer, aad?: string): string | null {
  try {
    const [iv, tag, sealed] = payload.split(".").map((p) => Buffer.from(p, "base64"));
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    if (aad) decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
