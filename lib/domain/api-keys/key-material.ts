import "server-only";

import { createHash, randomBytes } from "node:crypto";

export type KeyMode = "live" | "test";

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function randomToken(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export function generateSecretKey(mode: KeyMode = "test"): string {
  return `sk_${mode}_${randomToken(32)}`;
}

export function generatePublicKey(mode: KeyMode = "test"): string {
  return `pk_${mode}_${randomToken(24)}`;
}

// Keys are looked up by their SHA-256: the database compares digests, never the key itself,
// so response timing says nothing about how much of a guessed key was right.
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function keyPrefix(key: string): string {
  return key.slice(0, 12);
}
