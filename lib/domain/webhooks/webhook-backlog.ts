import "server-only";

import { runSql, sql } from "@/lib/platform/sql";

/**
 * The webhook outbox as an operator watches it (GET /metrics): deliveries waiting (their first
 * attempt or a retry), those already due, and the age of the oldest waiting one. A backlog that
 * grows, or an oldest age past the retry schedule, is a worker that stopped or endpoints failing.
 */
export async function webhookBacklog(
  now = new Date(),
): Promise<{ pending: number; due: number; oldestAgeSeconds: number }> {
  const [row] = await runSql(sql<{ pending: number; due: number; oldestAgeSeconds: number | null }>`
    SELECT count(*)::int AS "pending",
           count(*) FILTER (WHERE "nextAttemptAt" <= ${now}::timestamp)::int AS "due",
           EXTRACT(EPOCH FROM (${now}::timestamp - min("createdAt")))::float8 AS "oldestAgeSeconds"
      FROM "WebhookDelivery" WHERE "status" = 'pending'`);
  return { pending: row.pending, due: row.due, oldestAgeSeconds: Math.max(0, row.oldestAgeSeconds ?? 0) };
}
