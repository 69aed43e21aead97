// Routes and the request shell never write the audit log themselves: the domain function that does
// the work records the entry in its own transaction (docs/architecture.md, "Audit log"). The
// project's own lint block is what is tested here.
import path from "node:path";

import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

import projectConfig from "../eslint.config.mjs";

const root = path.resolve(import.meta.dirname, "..");
const block = projectConfig.find((c) => c.rules?.["no-restricted-imports"]);
const config = [
  { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser } },
  { ...block, files: block.files },
];
const lint = (file, code) =>
  new Linter({ configType: "flat" })
    .verify(code, config, { filename: path.join(root, file) })
    .map((m) => `${m.ruleId}: ${m.message}`)
    .filter((m) => m.startsWith("no-restricted-imports"));

describe("the audit-log import rule", () => {
  it("fails a route or the request shell that imports recordAudit", () => {
    const direct = 'import { recordAudit } from "@/lib/domain/audit/record-audit";\n';
    expect(lint("app/v1/users/route.ts", direct)[0]).toMatch(/no-restricted-imports: .*auditBy\(ctx\)/);
    expect(lint("app/(dashboard)/settings/page.tsx", direct)).toHaveLength(1);
    expect(lint("lib/http/auth/options.ts", direct)).toHaveLength(1);
    expect(lint("lib/http/x.ts", 'import { recordAudit } from "../domain/audit/record-audit";\n')).toHaveLength(1);
  });

  it("lets routes pass who did it, and the domain write the entry", () => {
    expect(lint("app/v1/users/route.ts", 'import { auditBy } from "@/lib/domain/audit/record-audit";\n')).toEqual([]);
    expect(
      lint("lib/domain/users/create-user.ts", 'import { recordAudit } from "@/lib/domain/audit/record-audit";\n'),
    ).toEqual([]);
  });
});
