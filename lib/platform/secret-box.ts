import "server-only";

import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { derivedKey } from "@/lib/platform/env";

// AES-256-GCM, "iv.tag.ciphertext" in base64 parts. Two kinds of key:
// - seal/unseal: a key derived from AUTH_SECRET for the purpose (TOTP secrets), which production
//   keeps out of the database's reach (docs/security.md);
// - sealWithKey/unsealWithKey: a key the caller holds and Colmeia never writes down (card hashes:
//   the key travels inside the token, lib/domain/cards/card-hash.ts).

export function sealWithKey(key: Buffer, plain: string, aad?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  if (aad) cipher.setAAD(Buffer.from(aad, "utf8"));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64")).join(".");
}

/** Throws when the key (or the additional data) is not the one the payload was sealed with. */
export function unsealWithKey(key: Buffer, payload: string, aad?: string): string {
  const [iv, tag, sealed] = payload.split(".").map((p) => Buffer.from(p, "base64"));
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  if (aad) decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}

export const seal = (purpose: string, plain: string): string => sealWithKey(derivedKey(purpose), plain);

export const unseal = (purpose: string, payload: string): string => unsealWithKey(derivedKey(purpose), payload);
