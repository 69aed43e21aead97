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

type Element = ReturnType<IntlMessageFormat["getAst"]>[number];

// The ICU parser's element types that read no argument: plain text and the "#" of a plural branch.
const LITERAL = 0;
const POUND = 7;

/**
 * The arguments a message reads ({name}, {n, plural, …}, <tag>), wherever they sit: the text of
 * plural and select branches differs between languages, argument names must not.
 */
function argumentNames(elements: Element[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === LITERAL || el.type === POUND) continue;
    out.add(el.value);
    if ("options" in el) for (const option of Object.values(el.options)) argumentNames(option.value, out);
    if ("children" in el) argumentNames(el.children, out);
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
    const args = (text: string, locale: string) => argumentNames(new IntlMessageFormat(text, locale).getAst());
    for (const [key, text] of pt) {
      expect(text.trim(), key).not.toBe("");
      expect(() => new IntlMessageFormat(text, "pt-BR"), key).not.toThrow();
      expect(() => new IntlMessageFormat(en.get(key)!, "en"), key).not.toThrow();
      expect(args(en.get(key)!, "en"), key).toEqual(args(text, "pt-BR"));
    }
  });
});
