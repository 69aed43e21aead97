import { createHash } from "node:crypto";
import { prisma } from "@/lib/db";
import { ApiError } from "./errors";
import { errorResponse } from "./respond";

const RETENTION_MS = 24 * 60 * 60 * 1000;

type Claim = { companyId: number; key: string; method: string; path: string; rawBody: string };

// Idempotency-Key on POST (design.md §3). The key is claimed by inserting a unique
// (companyId, key) row before any work starts, so of N concurrent requests exactly one runs;
// the others see the row and get 409 (still running), 422 (different body) or the replay.
export async function withIdempotency(claim: Claim, run: () => Promise<Response>): Promise<Response> {
  if (claim.key.length > 255) return errorResponse(new ApiError("bad_request", "Idempotency-Key is longer than 255 characters"));
  const requestHash = createHash("sha256").update(`${claim.method} ${claim.path}\n${claim.rawBody}`).digest("hex");
  const expiresAt = new Date(Date.now() + RETENTION_MS);
  // An expired row is taken over in the same statement, so retention needs no sweeper to be correct.
  const claimed = await prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO "IdempotencyKey" ("companyId", "key", "method", "path", "requestHash", "expiresAt")
    VALUES (${claim.companyId}, ${claim.key}, ${claim.method}, ${claim.path}, ${requestHash}, ${expiresAt})
    ON CONFLICT ("companyId", "key") DO UPDATE
      SET "method" = EXCLUDED."method", "path" = EXCLUDED."path", "requestHash" = EXCLUDED."requestHash",
          "responseStatus" = NULL, "responseBody" = NULL, "createdAt" = now(), "expiresAt" = EXCLUDED."expiresAt"
      WHERE "IdempotencyKey"."expiresAt" < now()
    RETURNING "id"`;

  if (claimed.length === 0) return replay(claim, requestHash);

  const id = claimed[0].id;
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await prisma.idempotencyKey.delete({ where: { id } }).catch(() => undefined);
    throw error;
  }
  if (response.status >= 500) {
    // nothing was committed on a 5xx: free the key so the client's retry can run
    await prisma.idempotencyKey.delete({ where: { id } }).catch(() => undefined);
    return response;
  }
  const body = await response.clone().text();
  await prisma.idempotencyKey.update({ where: { id }, data: { responseStatus: response.status, responseBody: body } });
  return response;
}

async function replay(claim: Claim, requestHash: string): Promise<Response> {
  const row = await prisma.idempotencyKey.findUnique({ where: { companyId_key: { companyId: claim.companyId, key: claim.key } } });
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

