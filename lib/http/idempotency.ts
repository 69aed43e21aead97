import "server-only";

import { createHash } from "node:crypto";

import { errorResponse } from "@/lib/http/error-response";
import { settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { runSql, sql } from "@/lib/platform/sql";

import { idempotencyScope } from "../platform/idempotency-scope";

const RETENTION_MS = 24 * 60 * 60 * 1000;
// How long a running request owns its key: longer than any request takes, short enough that a
// client retrying after a crash is not told "in progress" for long (IDEMPOTENCY_LEASE_MS).
const leaseMs = () => settings().IDEMPOTENCY_LEASE_MS;
// Timestamps are UTC without a zone (what Prisma stores); "now" is computed in UTC whatever the
// database session's TimeZone.
const NOW_UTC = sql.const(`(now() AT TIME ZONE 'UTC')`);

type Claim = { companyId: number; key: string; method: string; path: string; rawBody: string };

// Idempotency-Key on POST (docs/api.md, Idempotency). The key is claimed by inserting a unique
// (companyId, key) row before any work starts, so of N concurrent requests exactly one runs;
// the others see the row and get 409 (still running), 422 (different body) or the replay.
// A claim is leased: if its process dies, the same request retried after the lease takes it over
// (attempt + 1). The money-moving work (transactions, refunds, transfers) stores its answer in its
// own database transaction, fenced by the attempt (idempotency-scope.ts), so work that committed
// always replays and never runs twice. Hand-written SQL (lib/platform/sql.ts): a keyed card payment is on
// the hot path, and Prisma's client engine cost more than the statements themselves.
export async function withIdempotency(claim: Claim, run: () => Promise<Response>): Promise<Response> {
  if (claim.key.length > 255)
    return errorResponse(new ApiError("bad_request", "Idempotency-Key is longer than 255 characters"));
  const requestHash = createHash("sha256")
    .update(`${claim.method} ${claim.path}\n${withoutCardSecrets(claim.rawBody)}`)
    .digest("hex");
  const now = Date.now();
  // Taken over in the same statement: a row past its retention (any request), or an unfinished
  // row of the same request whose lease has passed (its process died).
  const claimed = await runSql(sql<{ id: number; attempt: number }>`
    INSERT INTO "IdempotencyKey" ("companyId", "key", "method", "path", "requestHash", "leaseExpiresAt", "expiresAt", "createdAt")
     VALUES (${claim.companyId}, ${claim.key}, ${claim.method}, ${claim.path}, ${requestHash}, ${new Date(now + leaseMs())}::timestamp, ${new Date(now + RETENTION_MS)}::timestamp, ${NOW_UTC})
     ON CONFLICT ("companyId", "key") DO UPDATE
       SET "method" = EXCLUDED."method", "path" = EXCLUDED."path", "requestHash" = EXCLUDED."requestHash",
           "responseStatus" = NULL, "responseBody" = NULL, "leaseExpiresAt" = EXCLUDED."leaseExpiresAt",
           "attempt" = "IdempotencyKey"."attempt" + 1, "createdAt" = ${NOW_UTC}, "expiresAt" = EXCLUDED."expiresAt"
       WHERE "IdempotencyKey"."expiresAt" < ${NOW_UTC}
          OR ("IdempotencyKey"."responseStatus" IS NULL AND "IdempotencyKey"."requestHash" = EXCLUDED."requestHash"
              AND COALESCE("IdempotencyKey"."leaseExpiresAt", '-infinity') < ${NOW_UTC})
     RETURNING "id", "attempt"`);

  if (claimed.length === 0) return replay(claim, requestHash);

  const { id, attempt } = claimed[0];
  const release = () =>
    runSql(
      sql`DELETE FROM "IdempotencyKey" WHERE "id" = ${id} AND "attempt" = ${attempt} AND "responseStatus" IS NULL`,
    ).catch(() => undefined);
  let response: Response;
  try {
    response = await idempotencyScope.run({ id, attempt }, run);
  } catch (error) {
    await release();
    throw error;
  }
  if (response.status >= 500) {
    if (isUnansweredSale(await response.clone().text())) {
      // a card sale stored `processing` because the acquirer did not answer (docs/money.md): the key
      // stays with it, its lease ended, so the client's retry takes it over (same claim, same order
      // id) and is answered that sale, never a second one
      await runSql(sql`
        UPDATE "IdempotencyKey" SET "leaseExpiresAt" = ${NOW_UTC}
        WHERE "id" = ${id} AND "attempt" = ${attempt} AND "responseStatus" IS NULL`);
      return response;
    }
    // nothing was committed on a 5xx: free the key so the client's retry can run
    await release();
    return response;
  }
  // the money paths stored their answer already, inside their own commit; this stores the others'
  const body = await response.clone().text();
  if (response.status === 422 && isRailNotConfigured(body)) {
    // refused before any work, by the instance's configuration, not by the request: once the
    // operator configures the rail, the client's retry with the same key must run (docs/rails.md)
    await release();
    return response;
  }
  await runSql(sql`
    UPDATE "IdempotencyKey" SET "responseStatus" = ${response.status}, "responseBody" = ${body}, "leaseExpiresAt" = NULL
    WHERE "id" = ${id} AND "attempt" = ${attempt} AND "responseStatus" IS NULL`);
  return response;
}

/** Drops keys past their retention (the claim would take them over anyway; this keeps the table small). */
export async function purgeExpiredIdempotencyKeys(): Promise<number> {
  const rows = await runSql(
    sql<{ id: number }>`DELETE FROM "IdempotencyKey" WHERE "expiresAt" < ${NOW_UTC} RETURNING "id"`,
  );
  return rows.length;
}

// A raw card's number and CVV never enter the stored hash: a SHA-256 of a body whose other fields
// are stored beside the card's first six and last four digits gives them back in about 10^8 tries
// (docs/security.md, Card data). A body that changes only those two replays like the same request.
function withoutCardSecrets(rawBody: string): string {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return rawBody;
  }
  const card = (body as { card?: unknown } | null)?.card;
  if (!card || typeof card !== "object" || !("number" in card || "cvv" in card)) return rawBody;
  const rest = { ...(card as Record<string, unknown>) };
  delete rest.number;
  delete rest.cvv;
  return JSON.stringify({ ...(body as object), card: rest });
}

async function replay(claim: Claim, requestHash: string): Promise<Response> {
  const [row] = await runSql(sql<{ requestHash: string; responseStatus: number | null; responseBody: string | null }>`
    SELECT "requestHash", "responseStatus", "responseBody" FROM "IdempotencyKey" WHERE "companyId" = ${claim.companyId} AND "key" = ${claim.key}`);
  if (!row)
    throw new ApiError("idempotency_conflict", "A request with this Idempotency-Key is in progress; retry shortly");
  if (row.requestHash !== requestHash)
    throw new ApiError("idempotency_key_reused", "This Idempotency-Key was already used with a different request", {
      key: claim.key,
    });
  if (row.responseStatus === null)
    throw new ApiError("idempotency_conflict", "A request with this Idempotency-Key is in progress; retry shortly", {
      key: claim.key,
    });
  return new Response(row.responseBody, {
    status: row.responseStatus,
    headers: { "content-type": "application/json; charset=utf-8", "idempotent-replayed": "true" },
  });
}

const errorOf = (body: string): { code?: unknown; details?: { transactionId?: unknown } } => {
  try {
    return (JSON.parse(body) as object) ?? {};
  } catch {
    return {};
  }
};
const isRailNotConfigured = (body: string) => errorOf(body).code === "rail_not_configured";
const isUnansweredSale = (body: string) => {
  const error = errorOf(body);
  return error.code === "rail_unavailable" && typeof error.details?.transactionId === "number";
};
