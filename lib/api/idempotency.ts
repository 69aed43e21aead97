import { createHash } from "node:crypto";
import { sql, sqlTimestamp } from "@/lib/sql";
import { ApiError } from "./errors";
import { errorResponse } from "./respond";

const RETENTION_MS = 24 * 60 * 60 * 1000;

type Claim = { companyId: number; key: string; method: string; path: string; rawBody: string };

// Idempotency-Key on POST (design.md §3). The key is claimed by inserting a unique
// (companyId, key) row before any work starts, so of N concurrent requests exactly one runs;
// the others see the row and get 409 (still running), 422 (different body) or the replay.
// Hand-written SQL (lib/sql.ts): a keyed card payment is on the hot path, and Prisma's client
// engine cost more than the two statements themselves (docs/benchmarks.md).
export async function withIdempotency(claim: Claim, run: () => Promise<Response>): Promise<Response> {
  if (claim.key.length > 255) return errorResponse(new ApiError("bad_request", "Idempotency-Key is longer than 255 characters"));
  const requestHash = createHash("sha256").update(`${claim.method} ${claim.path}\n${claim.rawBody}`).digest("hex");
  const expiresAt = sqlTimestamp(new Date(Date.now() + RETENTION_MS));
  // An expired row is taken over in the same statement, so retention needs no sweeper to be correct.
  const claimed = await sql<{ id: number }>(
    `INSERT INTO "IdempotencyKey" ("companyId", "key", "method", "path", "requestHash", "expiresAt")
     VALUES ($1, $2, $3, $4, $5, $6::timestamp)
     ON CONFLICT ("companyId", "key") DO UPDATE
       SET "method" = EXCLUDED."method", "path" = EXCLUDED."path", "requestHash" = EXCLUDED."requestHash",
           "responseStatus" = NULL, "responseBody" = NULL, "createdAt" = now(), "expiresAt" = EXCLUDED."expiresAt"
       WHERE "IdempotencyKey"."expiresAt" < now()
     RETURNING "id"`,
    [claim.companyId, claim.key, claim.method, claim.path, requestHash, expiresAt],
  );

  if (claimed.length === 0) return replay(claim, requestHash);

  const id = claimed[0].id;
  const release = () => sql(`DELETE FROM "IdempotencyKey" WHERE "id" = $1`, [id]).catch(() => undefined);
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await release();
    throw error;
  }
  if (response.status >= 500) {
    // nothing was committed on a 5xx: free the key so the client's retry can run
    await release();
    return response;
  }
  const body = await response.clone().text();
  await sql(`UPDATE "IdempotencyKey" SET "responseStatus" = $2, "responseBody" = $3 WHERE "id" = $1`, [id, response.status, body]);
  return response;
}

async function replay(claim: Claim, requestHash: string): Promise<Response> {
  const [row] = await sql<{ requestHash: string; responseStatus: number | null; responseBody: string | null }>(
    `SELECT "requestHash", "responseStatus", "responseBody" FROM "IdempotencyKey" WHERE "companyId" = $1 AND "key" = $2`,
    [claim.companyId, claim.key],
  );
  if (!row) throw new ApiError("idempotency_conflict", "A request with this Idempotency-Key is in progress; retry shortly");
  if (row.requestHash !== requestHash)
    throw new ApiError("idempotency_key_reused", "This Idempotency-Key was already used with a different request", { key: claim.key });
  if (row.responseStatus === null)
    throw new ApiError("idempotency_conflict", "A request with this Idempotency-Key is in progress; retry shortly", { key: claim.key });
  return new Response(row.responseBody, {
    status: row.responseStatus,
    headers: { "content-type": "application/json; charset=utf-8", "idempotent-replayed": "true" },
  });
}
