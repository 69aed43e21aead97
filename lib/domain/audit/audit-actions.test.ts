import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS } from "@/app/(dashboard)/settings/audit/search-params";

// Every action a domain function records can be picked in the dashboard's audit filter
// (Configurações → Auditoria), so a new audited operation cannot be left out of it.
const root = path.resolve(import.meta.dirname, "../..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return sources(at);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [at] : [];
  });

describe("audit actions", () => {
  it("every action recorded under lib/domain is in the dashboard's filter list", () => {
    const recorded = new Set(
      sources(path.join(root, "domain")).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/action: "([a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]),
      ),
    );
    expect(recorded.size).toBeGreaterThan(20);
    expect([...recorded].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a)).sort()).toEqual([]);
  });
});
