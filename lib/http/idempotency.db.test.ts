import { describe, expect, it } from "vitest";

import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { runSql, sql } from "@/lib/platform/sql";
import { makeCompany, txInput } from "@/lib/test/factories";

import { idempotencyScope } from "../platform/idempotency-scope";
import { errorResponse } from "./error-response";
import { purgeExpiredIdempotencyKeys, withIdempotency } from "./idempotency";
import { respond } from "./respond";

// What a crash leaves behind, and what a retry of the same request then gets.
const claimOf = (companyId: number, key: string, body: object) => ({
  companyId,
  key,
  method: "POST",
  path: "/v1/transactions",
  rawBody: JSON.stringify(body),
});
const paymentsOf = (companyId: number) => prisma.transaction.count({ where: { companyId } });
const expireLease = (companyId: number, key: string) =>
  runSql(
    sql`UPDATE "IdempotencyKey" SET "leaseExpiresAt" = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE "companyId" = ${companyId} AND "key" = ${key}`,
  );

describe("Idempotency-Key across crashes", () => {
  it("a payment that committed replays its answer even when the process failed before storing it", async () => {
    const { company } = await makeCompany();
    const input = txInput("credit_card");
    const claim = claimOf(company.id, "k-commit", input);
    let charged: { id: number } | undefined;
    // the work commits, then the request dies before withIdempotency can store the response
    await expect(
      withIdempotency(claim, async () => {
        charged = await createTransaction({ companyId: company.id, input });
        throw new Error("process killed after the commit");
      }),
    ).rejects.toThrow("process killed");
    await expireLease(company.id, "k-commit");

    let ranAgain = false;
    const retry = await withIdempotency(
      claim,
      async () => ((ranAgain = true), respond(await createTransaction({ companyId: company.id, input }))),
    );
    expect(ranAgain).toBe(false);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await retry.json()).id).toBe(charged!.id);
    expect(await paymentsOf(company.id)).toBe(1);
  });

  it("a claim whose process died before committing runs once on retry, after its lease", async () => {
    const { company } = await makeCompany();
    const input = txInput("credit_card");
    const running = claimOf(company.id, "k-running", input);
    // never finishes: the process is gone
    const first = withIdempotency(running, () => new Promise<Response>(() => undefined));
    void first;
    await new Promise((r) => setTimeout(r, 50));
    const tooSoon = await withIdempotency(running, async () =>
      respond(await createTransaction({ companyId: company.id, input })),
    ).catch((e) => e);
    expect(tooSoon.code).toBe("idempotency_conflict");
    expect(await paymentsOf(company.id)).toBe(0);

    await expireLease(company.id, "k-running");
    const retried = await withIdempotency(running, async () =>
      respond(await createTransaction({ companyId: company.id, input })),
    );
    expect(retried.status).toBe(200);
    const again = await withIdempotency(running, async () =>
      respond(await createTransaction({ companyId: company.id, input })),
    );
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await paymentsOf(company.id)).toBe(1);
  });

  it("work still running when a retry took its key over cannot commit: the payment happens once", async () => {
    const { company } = await makeCompany();
    const input = txInput("credit_card");
    // the slow original holds attempt 1; its lease passes and a retry takes the key (attempt 2)
    const [{ id }] = await runSql(sql<{ id: number }>`
      INSERT INTO "IdempotencyKey" ("companyId", "key", "method", "path", "requestHash", "leaseExpiresAt", "expiresAt")
      VALUES (${company.id}, ${"k-fence"}, 'POST', '/v1/transactions', 'other', (now() AT TIME ZONE 'UTC') - interval '1 second', (now() AT TIME ZONE 'UTC') + interval '1 day') RETURNING "id"`);
    await runSql(sql`UPDATE "IdempotencyKey" SET "attempt" = 2 WHERE "id" = ${id}`);
    const lateOriginal = await idempotencyScope.run({ id, attempt: 1 }, () =>
      createTransaction({ companyId: company.id, input }).catch((e) => e),
    );
    expect(lateOriginal.code).toBe("idempotency_conflict");
    expect(await paymentsOf(company.id)).toBe(0);
    const paid = await createTransaction({ companyId: company.id, input });
    const lateRefund = await idempotencyScope.run({ id, attempt: 1 }, () =>
      refundTransaction({ companyId: company.id, transactionId: paid.id }).catch((e) => e),
    );
    expect(lateRefund.code).toBe("idempotency_conflict");
    expect(await prisma.refund.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("keys past their retention are purged, whatever the session's time zone", async () => {
    const { company } = await makeCompany();
    await withIdempotency(claimOf(company.id, "k-old", {}), async () => respond({ ok: true }));
    await withIdempotency(claimOf(company.id, "k-new", {}), async () => respond({ ok: true }));
    await runSql(
      sql`UPDATE "IdempotencyKey" SET "expiresAt" = (now() AT TIME ZONE 'UTC') - interval '1 minute' WHERE "companyId" = ${company.id} AND "key" = 'k-old'`,
    );
    expect(await purgeExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    const left = await prisma.idempotencyKey.findMany({
      where: { companyId: company.id },
      select: { key: true, expiresAt: true },
    });
    expect(left.map((k) => k.key)).toEqual(["k-new"]);
    // stored in UTC: 24 h from now, not shifted by the database's TimeZone
    expect(Math.abs(left[0].expiresAt.getTime() - (Date.now() + 86_400_000))).toBeLessThan(60_000);
  });
});

describe("Idempotency-Key and a 5xx", () => {
  const keyRow = (companyId: number, key: string) =>
    prisma.idempotencyKey.findUnique({ where: { companyId_key: { companyId, key } } });

  it("a card sale left processing by a silent acquirer keeps its key for the retry, which takes it over at once", async () => {
    const { company } = await makeCompany();
    const claim = claimOf(company.id, "k-unanswered", { amount: 100 });
    const unanswered = await withIdempotency(claim, async () =>
      errorResponse(
        new ApiError("rail_unavailable", "the acquirer did not answer", { rail: "card", transactionId: 7 }),
      ),
    );
    expect(unanswered.status).toBe(503);
    const kept = await keyRow(company.id, "k-unanswered");
    expect(kept).toMatchObject({ responseStatus: null, attempt: 1 });
    let attempt = 0;
    const retried = await withIdempotency(claim, async () => {
      attempt = idempotencyScope.getStore()!.attempt;
      return respond({ ok: true });
    });
    expect(retried.status).toBe(200);
    // the same claim (so the same order id at the acquirer), a new attempt
    expect(attempt).toBe(2);
    expect((await keyRow(company.id, "k-unanswered"))?.id).toBe(kept!.id);
  });

  it("any other 5xx frees the key: nothing was committed", async () => {
    const { company } = await makeCompany();
    const claim = claimOf(company.id, "k-503", { amount: 100 });
    const down = await withIdempotency(claim, async () =>
      errorResponse(new ApiError("rail_unavailable", "the PSP did not answer", { rail: "pix" })),
    );
    expect(down.status).toBe(503);
    expect(await keyRow(company.id, "k-503")).toBeNull();
  });
});

describe("Idempotency-Key and raw card data", () => {
  it("stores no hash of a body that holds the card's number and CVV (brute-forceable beside its first 6 and last 4)", async () => {
    const { company } = await makeCompany();
    const input = txInput("credit_card");
    const claim = claimOf(company.id, "k-card", input);
    await withIdempotency(claim, async () => respond(await createTransaction({ companyId: company.id, input })));
    const [row] = await runSql(
      sql<{
        requestHash: string;
      }>`SELECT "requestHash" FROM "IdempotencyKey" WHERE "companyId" = ${company.id} AND "key" = 'k-card'`,
    );
    // what an attacker with the disk computes for each candidate number and CVV
    const { createHash } = await import("node:crypto");
    const guess = createHash("sha256").update(`POST /v1/transactions\n${claim.rawBody}`).digest("hex");
    expect(row.requestHash).not.toBe(guess);
    // the same request still replays
    const again = await withIdempotency(claim, async () =>
      respond(await createTransaction({ companyId: company.id, input })),
    );
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await paymentsOf(company.id)).toBe(1);
  });
});
