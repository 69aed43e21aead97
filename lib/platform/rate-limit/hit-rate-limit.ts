import "server-only";

import { prisma } from "@/lib/platform/db";
import { runSql, sql } from "@/lib/platform/sql";

export type RateLimitResult = {
  isAllowed: boolean;
  limit: number;
  /** Hits left in the current window as far as this instance knows (0 once the limit is reached). */
  remaining: number;
  resetAt: Date;
  /** Whole seconds until the window resets: the Retry-After value. */
  retryAfterSeconds: number;
};

type Hit = {
  key: string;
  limit: number;
  windowMs: number;
  now?: Date;
  /**
   * Counted one hit at a time across instances (a lease of one token): `remaining` is then the
   * exact count every instance agrees on. For low-volume keys whose count matters hit by hit (sign-in
   * attempts, where it sets the delay); a lease of 1% would count other instances' unspent tokens.
   */
  exact?: boolean;
};
type Lease = { windowStart: number; tokens: number; claimed: number; isExhausted: boolean; pending?: Promise<void> };

const MAX_WINDOW_MS = 86_400_000;
// Windows end at most a day after they start, so rows older than two days are dead.
const PURGE_AFTER_MS = 2 * MAX_WINDOW_MS;
const PURGE_PROBABILITY = 0.01;
const MAX_LEASES = 10_000;

/** Tokens one instance claims from the shared counter at a time: 1% of the limit (at least 1). */
export const leaseSize = (limit: number) => Math.max(1, Math.floor(limit / 100));

/**
 * A fixed-window limiter shared by every app instance through the database (RateLimitCounter).
 * Each instance claims tokens in leases of 1% of the limit with one atomic upsert, and spends
 * them from memory, so a busy key costs one write per lease instead of one per request:
 * - never more than `limit` hits per window in total, however many instances (a lease is cut to
 *   what is left, and claims are atomic);
 * - at most one lease per instance can go unspent (an instance holding tokens it gets no
 *   requests for), so a client spreading requests over N instances may see its 429 up to
 *   N × 1% early. With limits under 200 a lease is one token and the count is exact;
 * - once the counter is spent, the instance answers 429 from memory until the window ends.
 */
export function createRateLimiter() {
  const leases = new Map<string, Lease>();

  // Past MAX_LEASES keys (many client IPs): drop windows that are over, then the oldest keys. A
  // dropped lease loses its unspent tokens, which can only make a limit stricter, never looser.
  function evict(nowMs: number) {
    for (const [k, l] of leases) if (l.windowStart + MAX_WINDOW_MS < nowMs) leases.delete(k);
    for (const k of leases.keys()) {
      if (leases.size < MAX_LEASES) break;
      leases.delete(k);
    }
  }

  async function claim(lease: Lease, key: string, limit: number, now: Date, exact: boolean) {
    const size = exact ? 1 : leaseSize(limit);
    const rows = await runSql(sql<{ count: number }>`
      INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key}, ${new Date(lease.windowStart)}::timestamp, ${size})
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + EXCLUDED."count"
      RETURNING "count"`);
    const claimed = Number(rows[0].count);
    const granted = Math.max(0, Math.min(size, limit - (claimed - size)));
    lease.claimed = claimed;
    lease.tokens += granted;
    if (granted < size) lease.isExhausted = true;
    if (Math.random() < PURGE_PROBABILITY) void purgeRateLimitCounters(now).catch(() => undefined);
  }

  async function hit({ key, limit, windowMs, now = new Date(), exact = false }: Hit): Promise<RateLimitResult> {
    if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > MAX_WINDOW_MS)
      throw new RangeError("windowMs must be between 1 s and 1 day");
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const resetAt = new Date(windowStart + windowMs);
    const result = (isAllowed: boolean, lease: Lease): RateLimitResult => ({
      isAllowed,
      limit,
      remaining: Math.max(0, limit - lease.claimed) + lease.tokens,
      resetAt,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    });
    const id = key.slice(0, 500);
    for (;;) {
      let lease = leases.get(id);
      if (!lease || lease.windowStart !== windowStart) {
        if (leases.size >= MAX_LEASES) evict(now.getTime());
        lease = { windowStart, tokens: 0, claimed: 0, isExhausted: false };
        leases.set(id, lease);
      }
      if (lease.tokens > 0) {
        lease.tokens--;
        return result(true, lease);
      }
      if (lease.isExhausted) return result(false, lease);
      // one claim in flight per key: concurrent requests wait for it instead of each claiming
      const current = lease;
      current.pending ??= claim(current, id, limit, now, exact).finally(() => (current.pending = undefined));
      await current.pending;
    }
  }

  // Gives one allowed hit of the current window back to the shared counter (refused claims past
  // the limit do not count: never below limit - 1, never below zero), and lets this instance claim
  // again if it had seen the counter spent; another instance that saw it spent keeps answering 429
  // from memory until its window ends (stricter, never looser). For exact keys only: a leased
  // token cannot be told from a spent one.
  async function refund({ key, limit, windowMs, now = new Date() }: Omit<Hit, "exact">): Promise<void> {
    const id = key.slice(0, 500);
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const rows = await runSql(sql<{ count: number }>`
      UPDATE "RateLimitCounter" SET "count" = GREATEST(LEAST("count", ${limit}) - 1, 0)
      WHERE "key" = ${id} AND "windowStart" = ${new Date(windowStart)}::timestamp
      RETURNING "count"`);
    const lease = leases.get(id);
    if (!lease || lease.windowStart !== windowStart || rows.length === 0) return;
    lease.claimed = Number(rows[0].count);
    lease.isExhausted = false;
  }

  return Object.assign(hit, { refund });
}

const g = globalThis as unknown as { __colmeiaRateLimiter?: ReturnType<typeof createRateLimiter> };

/** This instance's limiter (one per process, shared by every route bundle). */
export function hitRateLimit(hit: Hit): Promise<RateLimitResult> {
  g.__colmeiaRateLimiter ??= createRateLimiter();
  return g.__colmeiaRateLimiter(hit);
}

/** Gives back one hit of `key`'s current window (an exact key: see `Hit.exact`). */
export function refundRateLimit(hit: Omit<Hit, "exact">): Promise<void> {
  g.__colmeiaRateLimiter ??= createRateLimiter();
  return g.__colmeiaRateLimiter.refund(hit);
}

export async function purgeRateLimitCounters(now = new Date()): Promise<number> {
  const { count } = await prisma.rateLimitCounter.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - PURGE_AFTER_MS) } },
  });
  return count;
}
