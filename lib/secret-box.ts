import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { derivedKey } from "@/lib/env";

// Secrets kept in the database only sealed (card data behind a card hash, TOTP secrets):
// AES-256-GCM under a key derived from AUTH_SECRET for the purpose, which production keeps out of
// the database's reach (docs/security.md). "iv.tag.ciphertext", base64 parts.

export function seal(purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64")).join(".");
}

export function unseal(purpose: string, payload: string): string {
  const [iv, tag, sealed] = payload.split(".").map((p) => Buffer.from(p, "base64"));
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}
