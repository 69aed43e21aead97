// npm run docs:env – writes the README's configuration table from lib/platform/env.ts (the catalogue of
// every variable). `--check` only says whether the README is current (lib/platform/env.test.ts runs it).
import { readFileSync, writeFileSync } from "node:fs";

import { envTableRows } from "../lib/platform/env";

const START = /<!-- env:start[^>]*-->\n/;
const END = "<!-- env:end -->";

export function readmeWithEnvTable(readme: string): string {
  const start = readme.search(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < 0) throw new Error("README.md has no <!-- env:start --> … <!-- env:end --> block");
  const opening = readme.slice(start).match(START)![0];
  const table = ["| variable | default | meaning |", "| --- | --- | --- |", ...envTableRows()].join("\n");
  return `${readme.slice(0, start)}${opening}${table}\n${readme.slice(end)}`;
}

if (process.argv[1]?.endsWith("docs-env.ts")) {
  const readme = readFileSync("README.md", "utf8");
  const next = readmeWithEnvTable(readme);
  if (process.argv.includes("--check")) {
    if (next !== readme) {
      console.error("README.md's configuration table is out of date: npm run docs:env");
      process.exit(1);
    }
  } else writeFileSync("README.md", next);
}
