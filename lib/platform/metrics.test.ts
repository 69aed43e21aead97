import { describe, expect, it } from "vitest";

import { routeOf } from "./metrics";

describe("routeOf: a request path as the label it is counted under", () => {
  it("puts {id} where an id was, so a label never holds one", () => {
    expect(routeOf("/v1/transactions")).toBe("/v1/transactions");
    expect(routeOf("/v1/transactions/123/refunds")).toBe("/v1/transactions/{id}/refunds");
    expect(routeOf("/v1/recipients/7/bank-accounts/9")).toBe("/v1/recipients/{id}/bank-accounts/{id}");
    // secure ids and aliases of the hosted pages
    expect(routeOf("/api/public/checkout/3f9a1c2b7d4e5f60a1b2")).toBe("/api/public/checkout/{id}");
  });
  it("keeps the words of a route", () => {
    expect(routeOf("/v1/transactions/export")).toBe("/v1/transactions/export");
    expect(routeOf("/v1/payout-files/remessa")).toBe("/v1/payout-files/remessa");
  });
  it("gives paths deeper than any route one label", () => {
    expect(routeOf("/a/b/c/d/e/f/g")).toBe("{other}");
  });
});
