// Docs that stay true: every repository path and every relative link that README.md,
// CONTRIBUTING.md and docs/ name must exist, and every rail port must be in the architecture's
// port table.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const docs = [
  "README.md",
  "CONTRIBUTING.md",
  ...fs
    .readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join("docs", f)),
];
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const exists = (file: string) => fs.existsSync(path.join(root, file));

// a path the docs name: starts at a top-level folder of the repository; stops at a placeholder
// (`<area>`, `*`, `{…}`, `…`), a line number (`:42`) or the end of the sentence
const TOP = fs.readdirSync(root).filter((d) => !d.startsWith(".") && !["node_modules", "data"].includes(d));
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${TOP.map((d) => d.replace(/\./g, "\\.")).join("|")})(?:/(?:[\\w.\\-@]|\\[[\\w.]+\\]|\\(\\w+\\))*)*)`,
  "g",
);

export function namedPaths(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(PATH)) {
    const p = m[1].replace(/[.,;:]+$/, "");
    if (!p.includes("/") && !/\.\w+$/.test(p)) continue; // a bare word like "app" or "lib"
    out.add(p);
  }
  return [...out];
}

export function relativeLinks(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1].split("#")[0];
    if (!target || /^[a-z]+:/i.test(target)) continue;
    out.add(target);
  }
  return [...out];
}

describe("the docs name only what exists", () => {
  it("finds the paths and links a document names", () => {
    const text =
      "See `lib/domain/<area>/x.ts`, lib/platform/sql.ts:42, [money](money.md#ledger) and [x](https://e.org).";
    expect(namedPaths(text)).toEqual(["lib/domain/", "lib/platform/sql.ts"]);
    expect(relativeLinks(text)).toEqual(["money.md"]);
  });

  for (const doc of docs)
    it(`every path and relative link in ${doc} exists`, () => {
      const text = read(doc);
      const missing = [
        ...namedPaths(text).filter((p) => !exists(p)),
        ...relativeLinks(text).filter((l) => !exists(path.join(path.dirname(doc), decodeURI(l)))),
      ];
      expect(missing, `${doc} names what is not in the repository`).toEqual([]);
    });

  it("the architecture's port table names every rail's port", () => {
    const architecture = read("docs/architecture.md");
    const ports = fs
      .readdirSync(path.join(root, "lib/rails"))
      .map((m) => `lib/rails/${m}/port.ts`)
      .filter(exists);
    expect(ports.length).toBeGreaterThanOrEqual(4);
    expect(ports.filter((p) => !architecture.includes(p))).toEqual([]);
  });
});
