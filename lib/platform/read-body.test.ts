import { describe, expect, it, vi } from "vitest";

import { attachBody, readBodyBytes } from "./read-body";

// The fast lane reads a JSON body whole and hands it over beside its Request; the route reads it
// through its own copy of this module (Next bundles one per route), so the hand-off must reach it.
describe("a body read ahead by the fast lane", () => {
  const bytes = () => new TextEncoder().encode(JSON.stringify({ amount: 100 })) as Uint8Array<ArrayBuffer>;

  it("is the body every copy of the module reads, once, under the same size limit", async () => {
    const req = new Request("http://localhost/v1/transactions", { method: "POST" });
    attachBody(req, bytes());
    vi.resetModules();
    const copy = await import("./read-body");
    expect(copy.readBodyBytes).not.toBe(readBodyBytes);
    expect(new TextDecoder().decode(await copy.readBodyBytes(req, 1024))).toBe('{"amount":100}');

    const big = new Request("http://localhost/v1/transactions", { method: "POST" });
    attachBody(big, bytes());
    await expect(copy.readBodyBytes(big, 4)).rejects.toMatchObject({ code: "payload_too_large" });
  });
});
