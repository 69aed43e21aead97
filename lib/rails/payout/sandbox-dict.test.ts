import { describe, expect, it } from "vitest";

import { SANDBOX_OTHER_HOLDERS, sandboxDictHolder } from "./sandbox-dict";

const expectedHolder = "11222333000181";

describe("the sandbox bank's DICT", () => {
  it("answers the expected holder for an unmarked key", () => {
    for (const [type, key] of [
      ["email", "loja@example.com"],
      ["email", "outra.pessoa@example.com"],
      ["phone", "+5511987654321"],
      ["evp", "0f8fad5b-d9cb-469f-a165-70867728950e"],
    ] as const)
      expect(sandboxDictHolder({ type, key, expectedHolder }), key).toEqual({ holderDocument: expectedHolder });
  });

  it("answers someone else for a key marked outro, never the expected holder", () => {
    for (const [type, key] of [
      ["email", "outro@example.com"],
      ["email", "outro+abc@example.com"],
      ["phone", "+5511999999999"],
      ["evp", "ffffffff-d9cb-469f-a165-70867728950e"],
    ] as const) {
      expect(sandboxDictHolder({ type, key, expectedHolder })?.holderDocument, key).toBe(SANDBOX_OTHER_HOLDERS[0]);
      const theOther = sandboxDictHolder({ type, key, expectedHolder: SANDBOX_OTHER_HOLDERS[0] });
      expect(theOther?.holderDocument, key).toBe(SANDBOX_OTHER_HOLDERS[1]);
    }
  });

  it("finds no account for a key marked naoexiste", () => {
    for (const [type, key] of [
      ["email", "naoexiste@example.com"],
      ["email", "naoexiste+1@example.com"],
      ["phone", "+5511900000000"],
      ["evp", "00000000-d9cb-469f-a165-70867728950e"],
    ] as const)
      expect(sandboxDictHolder({ type, key, expectedHolder }), key).toBeNull();
  });
});
