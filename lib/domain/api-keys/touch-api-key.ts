import "server-only";

import { prisma } from "@/lib/platform/db";

// lastUsedAt for the keys list. Written at most once a minute per key and process, after the
// response path (fire and forget), so the hot path does not pay a write per request.
const INTERVAL_MS = 60_000;
const lastWrite = new Map<number, number>();

export function touchApiKey(apiKeyId: number, now = Date.now()): void {
  if (now - (lastWrite.get(apiKeyId) ?? 0) < INTERVAL_MS) return;
  lastWrite.set(apiKeyId, now);
  if (lastWrite.size > 10_000) lastWrite.clear();
  prisma.apiKey
    .update({ where: { id: apiKeyId }, data: { lastUsedAt: new Date(now) } })
    .catch(() => lastWrite.delete(apiKeyId));
}
