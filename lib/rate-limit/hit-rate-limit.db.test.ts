import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { hitRateLimit, purgeRateLimitCounters } from "./hit-rate-limit";

const key = () => `test:${randomBytes(6).toString("hex")}`;

describe("hitRateLimit (real database)", () => {
  it("allows `limit` hits per fixed window, then says when to retry", async () => {
    const k = key();
    const now = new Date("2026-06-01T12:00:10Z");
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await hitRateLimit({ key: k, limit: 3, windowMs: 60_000, now }));
    expect(hits.map((h) => h.isAllowed)).toEqual([true, true, true, false]);
    expect(hits.map((h) => h.remaining)).toEqual([2, 1, 0, 0]);
    expect(hits[3].retryAfterSeconds).toBe(50);
    expect(hits[3].resetAt.toISOString()).toBe("2026-06-01T12:01:00.000Z");
    const next = await hitRateLimit({ key: k, limit: 3, windowMs: 60_000, now: new Date("2026-06-01T12:01:00Z") });
    expect(next).toMatchObject({ isAllowed: true, remaining: 2 });
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const k = key();
    const now = new Date("2026-06-01T12:00:00Z");
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit({ key: k, limit: 10, windowMs: 60_000, now })));
    expect(results.filter((r) => r.isAllowed)).toHaveLength(10);
    const row = await prisma.rateLimitCounter.findFirstOrThrow({ where: { key: k } });
    expect(row.count).toBe(25);
  });

  it("keeps keys apart", async () => {
    const [a, b] = [key(), key()];
    const now = new Date();
    await hitRateLimit({ key: a, limit: 1, windowMs: 60_000, now });
    expect((await hitRateLimit({ key: a, limit: 1, windowMs: 60_000, now })).isAllowed).toBe(false);
    expect((await hitRateLimit({ key: b, limit: 1, windowMs: 60_000, now })).isAllowed).toBe(true);
  });

  it("purges windows older than two days and refuses nonsense windows", async () => {
    const k = key();
    await hitRateLimit({ key: k, limit: 5, windowMs: 60_000, now: new Date("2020-01-01T00:00:00Z") });
    expect(await purgeRateLimitCounters(new Date("2020-01-04T00:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await prisma.rateLimitCounter.count({ where: { key: k } })).toBe(0);
    await expect(hitRateLimit({ key: k, limit: 5, windowMs: 10 })).rejects.toThrow(RangeError);
    await expect(hitRateLimit({ key: k, limit: 0, windowMs: 60_000 })).rejects.toThrow(RangeError);
  });
});
