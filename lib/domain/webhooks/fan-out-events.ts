import "server-only";

import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

// Turns new events into deliveries, in ONE statement: it marks a batch of events as fanned out
// (the durable cursor) and inserts their deliveries, so both happen or neither does. SKIP LOCKED
// lets several instances fan out at once, each taking different events: every event is fanned
// out exactly once. Targets: each enabled endpoint of the company that existed when the event
// happened and subscribes to its type (empty list = everything), plus data.postbackUrl when set.
// `isAnyLeft`: events not yet fanned out that this pass did not take — past the batch, or locked by
// another pass. The lock may be the e-mail fan-out's (fan-out-email-events.ts marks the same rows,
// woken by the same notification): SKIP LOCKED passes over them as if another webhook pass had
// them, and no further notification comes, so the worker looks again shortly (webhookTick).
export async function fanOutEvents({ limit = 100 }: { limit?: number } = {}): Promise<{
  events: number;
  deliveries: number;
  isAnyLeft: boolean;
}> {
  const [row] = await runSqlIn(
    prisma,
    sql<{ events: number; deliveries: number; isAnyLeft: boolean }>`
    WITH picked AS (
      SELECT "id" FROM "Event" WHERE "fannedOutAt" IS NULL ORDER BY "id" LIMIT ${limit}::int FOR UPDATE SKIP LOCKED
    ), ev AS (
      UPDATE "Event" e SET "fannedOutAt" = (now() AT TIME ZONE 'UTC') FROM picked WHERE e."id" = picked."id"
      RETURNING e."id", e."companyId", e."type", e."createdAt", NULLIF(e."data"->>'postbackUrl', '') AS "postbackUrl"
    ), targets AS (
      SELECT ev."id" AS "eventId", ev."companyId", w."id" AS "endpointId", w."url", 'endpoint'::"WebhookTarget" AS "target"
      FROM ev JOIN "WebhookEndpoint" w ON w."companyId" = ev."companyId" AND w."enabled" AND w."createdAt" <= ev."createdAt"
      WHERE coalesce(cardinality(w."enabledEvents"), 0) = 0
         OR ev."type" = ANY (w."enabledEvents") OR '*' = ANY (w."enabledEvents")
         OR split_part(ev."type", '.', 1) || '.*' = ANY (w."enabledEvents")
      UNION ALL
      SELECT ev."id", ev."companyId", NULL, ev."postbackUrl", 'postback'::"WebhookTarget" FROM ev WHERE ev."postbackUrl" IS NOT NULL
    ), inserted AS (
      INSERT INTO "WebhookDelivery" ("companyId", "eventId", "endpointId", "url", "target", "nextAttemptAt", "updatedAt")
      SELECT "companyId", "eventId", "endpointId", "url", "target", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM targets ORDER BY "eventId"
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM ev)::int AS "events", (SELECT count(*) FROM inserted)::int AS "deliveries",
      EXISTS (SELECT 1 FROM "Event" x WHERE x."fannedOutAt" IS NULL AND x."id" NOT IN (SELECT "id" FROM picked)) AS "isAnyLeft"`,
  );
  return row;
}
