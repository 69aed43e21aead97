import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { derivedKey } from "@/lib/platform/env";

// The built-in PSP's access tokens: "<expiry ms>.<client id>.<HMAC>", checked without a database
// read, so a charge costs the PSP no extra round trip for authentication.
const sign = (payload: string) =>
  createHmac("sha256", derivedKey("sandbox-psp-token")).update(payload).digest("base64url");

export function issuePspToken(clientId: string, ttlSeconds: number, now = Date.now()): string {
  const payload = `${now + ttlSeconds * 1000}.${Buffer.from(clientId).toString("base64url")}`;
  return `${payload}.${sign(payload)}`;
}

export function isValidPspToken(token: string, now = Date.now()): boolean {
  const dot = token.lastIndexOf(".");
  if (dot < 0) return false;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(payload.split(".")[0]) > now;
}

export function isSameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
