import { describe, expect, it } from "vitest";

import { safeCallbackPath } from "./safe-callback-path";

describe("safeCallbackPath", () => {
  it.each([
    "/overview",
    "/transactions?status=paid&page=2",
    "/transactions/123#refunds",
    "/settings/audit?action=refund.create",
  ])("keeps %s", (path) => {
    expect(safeCallbackPath(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0d%0a/evil.example",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "https://evil.example/",
    "http:evil.example",
    "evil.example",
    "",
    "/\u0000x",
    "/%E0%A4%A", // not valid percent-encoding
  ])("refuses %j", (path) => {
    expect(safeCallbackPath(path)).toBe("/overview");
    // and whatever is returned, the browser stays on our origin
    expect(new URL(safeCallbackPath(path), "http://colmeia.invalid").origin).toBe("http://colmeia.invalid");
  });

  it("refuses non-strings", () => {
    expect(safeCallbackPath(["/a", "/b"])).toBe("/overview");
    expect(safeCallbackPath(undefined, "/")).toBe("/");
  });
});
