import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";

import { MESSAGES } from "./messages";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const pt = leaves(MESSAGES["pt-BR"] as Tree);
const en = leaves(MESSAGES.en as Tree);

describe("message catalogues", () => {
  it("English has exactly the keys of pt-BR, so switching language never shows a raw key", () => {
    expect([...en.keys()].filter((k) => !pt.has(k))).toEqual([]);
    expect([...pt.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it("every message is non-empty ICU that parses, with the same arguments in both languages", () => {
    const args = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of pt) {
      expect(text.trim(), key).not.toBe("");
      expect(() => new IntlMessageFormat(text, "pt-BR"), key).not.toThrow();
      expect(() => new IntlMessageFormat(en.get(key)!, "en"), key).not.toThrow();
      expect(new Set(args(en.get(key)!)), key).toEqual(new Set(args(text)));
    }
  });
});
