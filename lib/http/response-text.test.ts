import { describe, expect, it } from "vitest";

import { textOf, textResponse } from "./response-text";

const TEXT = JSON.stringify({ name: "Conceição", amount: 1990 });
const make = () =>
  textResponse(TEXT, { status: 201, headers: { "content-type": "application/json; charset=utf-8", "x-a": "1" } });

// The answers of respond.ts and error-response.ts: their body stream is made only when read, and
// every way of reading it reads the text, as a Response made with the text would.
describe("textResponse", () => {
  it("is a Response whose every reader sees the text", async () => {
    const res = make();
    expect(res).toBeInstanceOf(Response);
    expect([res.status, res.ok, res.headers.get("x-a")]).toEqual([201, true, "1"]);
    expect(textOf(res)).toBe(TEXT);
    expect(await make().text()).toBe(TEXT);
    expect(await make().json()).toEqual({ name: "Conceição", amount: 1990 });
    expect(new TextDecoder().decode(await make().arrayBuffer())).toBe(TEXT);
    expect(new TextDecoder().decode(await make().bytes())).toBe(TEXT);
    const blob = await make().blob();
    const real = await new Response(TEXT, { headers: { "content-type": "application/json; charset=utf-8" } }).blob();
    expect([blob.type, await blob.text()]).toEqual([real.type, TEXT]);
    // the stream, as Next.js's pipeline reads it, and as a new Response built over it
    expect(await new Response(make().body).text()).toBe(TEXT);
  });

  it("is read once, as any Response: bodyUsed, a second read refused, a clone only before", async () => {
    const res = make();
    expect(res.bodyUsed).toBe(false);
    const copy = res.clone();
    expect(await res.text()).toBe(TEXT);
    expect(res.bodyUsed).toBe(true);
    await expect(res.text()).rejects.toThrow(TypeError);
    expect(() => res.clone()).toThrow(TypeError);
    expect([copy.status, copy.headers.get("x-a"), await copy.text()]).toEqual([201, "1", TEXT]);
  });
});
