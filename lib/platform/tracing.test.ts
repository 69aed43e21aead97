import { describe, expect, it } from "vitest";

import { pathPattern, statementName } from "./tracing";

// What a span is named after (docs/operations.md, Tracing): the statement's shape, the path's
// pattern, never a value or an id.
describe("span names", () => {
  it("names a statement by its verb and first table, or its CTEs", () => {
    expect(statementName('SELECT "id" FROM "ApiKey" WHERE "hash" = $1')).toBe("SELECT ApiKey");
    expect(statementName('SELECT "public"."Company"."id" FROM "public"."Company" WHERE "id" = $1')).toBe(
      "SELECT Company",
    );
    expect(statementName('INSERT INTO "RateLimitCounter" ("key") VALUES ($1)')).toBe("INSERT RateLimitCounter");
    expect(statementName('update "Transaction" SET "status" = $1')).toBe("UPDATE Transaction");
    expect(statementName("WITH customer AS (INSERT INTO x VALUES ($1)),\ntx AS (SELECT 1) SELECT 1")).toBe(
      "WITH customer,tx",
    );
    expect(statementName("SELECT 1")).toBe("SELECT");
  });

  it("keeps a provider path's shape and hides its ids", () => {
    expect(pathPattern("/sandbox/cielo/1/sales/")).toBe("/sandbox/cielo/1/sales/");
    expect(pathPattern("/1/sales/0f1c2d3e-1111-4222-a333-444455556666/capture")).toBe("/1/sales/{id}/capture");
    expect(pathPattern("/api/v2/cob/abcdefghijklmnopqrstuvwxyz12345")).toBe("/api/v2/cob/{id}");
    expect(pathPattern("/v2/cob/abcdefghijklmnopqrstuvwxyz")).toBe("/v2/cob/{id}");
    expect(pathPattern("/v2/pix/E12345678202611281234abcdefghijk/devolucao/D1a2b3")).toBe(
      "/v2/pix/{id}/devolucao/{id}",
    );
  });
});
