import { describe, expect, it } from "vitest";

import { newRequestId, requestIdOf } from "./request-id";

describe("request ids", () => {
  it("are ours, req_ and 16 hex digits, never the same twice in a row of thousands", () => {
    const ids = Array.from({ length: 5000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("take the client's X-Request-Id only when it is a plain token", () => {
    expect(requestIdOf("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    expect(requestIdOf("x".repeat(64))).toBe("x".repeat(64));
    for (const bad of ["", "x".repeat(65), "a b", "a\nb", 'a"b', "ação", null, undefined])
      expect(requestIdOf(bad)).toMatch(/^req_[0-9a-f]{16}$/);
  });
});
