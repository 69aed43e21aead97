import { describe, expect, it } from "vitest";

import { jsonNestsDeeperThan, loneSurrogatePath, mayHoldLoneSurrogate } from "./json-guards";

describe("jsonNestsDeeperThan", () => {
  it("counts brackets outside strings only", () => {
    expect(jsonNestsDeeperThan("[".repeat(64) + "]".repeat(64))).toBe(false);
    expect(jsonNestsDeeperThan("[".repeat(65) + "]".repeat(65))).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "[".repeat(500) }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '\\"' + "{".repeat(500) }))).toBe(false);
    expect(jsonNestsDeeperThan("[".repeat(100_000))).toBe(true);
  });
});

describe("loneSurrogatePath", () => {
  it("finds a lone surrogate in a value or a key, and lets pairs through", () => {
    expect(loneSurrogatePath(JSON.parse('{"name":"A\\ud83d\\ude00B"}'))).toBeNull();
    expect(loneSurrogatePath(JSON.parse('{"customer":{"name":"A\\ud800B"}}'))).toBe("customer.name");
    expect(loneSurrogatePath(JSON.parse('{"items":[{"title":"ok"},{"title":"\\udc00"}]}'))).toBe("items.1.title");
    expect(loneSurrogatePath(JSON.parse('{"\\ud800":1}'))).toBe("\ud800");
  });
});

describe("mayHoldLoneSurrogate", () => {
  it("lets the walk be skipped only for texts that cannot hold a lone surrogate", () => {
    // every text whose parse holds one is flagged, escaped in either case or raw
    for (const text of ['{"a":"\\ud800"}', '{"a":"\\uDC00"}', '{"\\udbff":1}', `{"a":"${"\ud800"}"}`]) {
      expect(loneSurrogatePath(JSON.parse(text)), text).not.toBeNull();
      expect(mayHoldLoneSurrogate(text), text).toBe(true);
    }
    // a pair written as escapes is flagged too (the walk then passes it); plain text is not
    expect(mayHoldLoneSurrogate('{"a":"\\ud83d\\ude00"}')).toBe(true);
    expect(mayHoldLoneSurrogate(JSON.stringify({ name: "Conceição 😀", a: "\\u00e9 \\uabcd" }))).toBe(false);
  });
});
