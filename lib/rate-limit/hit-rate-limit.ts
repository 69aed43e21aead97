import { prisma } from "@/lib/db";

export type RateLimitResult = {
  isAllowed: boolean;
  limit: number;
  /** Hits left in the current window (0 once the limit is reached). */
  remaining: number;
  resetAt: Date;
  /** Whole seconds until the window resets: the Retry-After value. */
  retryAfterSeconds: number;
};

const MAX_WINDOW_MS = 86_400_000;
// Windows end at most a day after they start, so rows older than two days are dead.
const PURGE_AFTER_MS = 2 * MAX_WINDOW_MS;
const PURGE_PROBABILITY = 0.01;

// Fixed-window limiter kept in the database (RateLimitCounter), so every app instance sharing
// PostgreSQL counts together. One upsert per hit: the increment and the read are one atomic
// statement, so concurrent hits never both see the last free slot.
export async function hitRateLimit({ key, limit, windowMs, now = new Date() }: { key: string; limit: number; windowMs: number; now?: Date }): Promise<RateLimitResult> {
  if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > MAX_WINDOW_MS) throw new RangeError("windowMs must be between 1 s and 1 day");
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key.slice(0, 500)}, ${new Date(startMs)}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  if (Math.random() < PURGE_PROBABILITY) void purgeRateLimitCounters(now).catch(() => undefined);
  const resetAt = new Date(startMs + windowMs);
  return {
    isAllowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function purgeRateLimitCounters(now = new Date()): Promise<number> {
  const { count } = await prisma.rateLimitCounter.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - PURGE_AFTER_MS) } } });
  return count;
}
