import { describe, expect, it } from "vitest";

import { isRetryableConflict, MAX_TRANSACTION_ATTEMPTS, withRetry } from "./db-retry";

const deadlock = Object.assign(new Error("Raw query failed. Code: `40P01`. Message: `deadlock detected`"), {
  code: "P2010",
  meta: { code: "40P01" },
});

describe("withRetry", () => {
  it("recognises deadlocks and serialization failures in each spelling, and nothing else", () => {
    expect(isRetryableConflict(deadlock)).toBe(true);
    expect(isRetryableConflict({ code: "P2034" })).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error("x"), { cause: { kind: "postgres", code: "40P01" } }))).toBe(
      true,
    );
    expect(isRetryableConflict({ cause: { kind: "TransactionWriteConflict" } })).toBe(true);
    expect(isRetryableConflict(new Error("duplicate key value violates unique constraint"))).toBe(false);
    expect(isRetryableConflict({ code: "23505" })).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });

  it("runs the work again after a deadlock, and gives up after the last attempt", async () => {
    let calls = 0;
    await expect(withRetry(async () => (++calls < 3 ? Promise.reject(deadlock) : "done"))).resolves.toBe("done");
    expect(calls).toBe(3);
    calls = 0;
    await expect(withRetry(async () => (++calls, Promise.reject(deadlock)))).rejects.toBe(deadlock);
    expect(calls).toBe(MAX_TRANSACTION_ATTEMPTS);
  });

  it("never repeats work that failed for any other reason", async () => {
    let calls = 0;
    const refusal = new Error("insufficient_balance");
    await expect(withRetry(async () => (++calls, Promise.reject(refusal)))).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });
});
