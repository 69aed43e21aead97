// The layers rule fails the lint on an import against the one direction (docs/architecture.md, Layers).
import path from "node:path";

import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

import { layersPlugin } from "./layers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const linter = new Linter({ configType: "flat" });
const config = [
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { colmeia: layersPlugin },
    rules: { "colmeia/layers": "error" },
  },
];
const lint = (file, code) => linter.verify(code, config, { filename: path.join(root, file) }).map((m) => m.message);

describe("the layers rule", () => {
  it("fails a domain function that imports the request shell", () => {
    const errors = lint("lib/domain/transactions/x.ts", 'import { withAuth } from "@/lib/http/with-auth";\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/domain may not import http/);
  });

  it("follows relative imports to the file they name", () => {
    expect(lint("lib/platform/x.ts", 'import { recordAudit } from "../domain/audit/record-audit";\n')[0]).toMatch(
      /platform may not import domain/,
    );
    expect(lint("lib/domain/ledger/x.ts", 'import { balanceOf } from "./balance";\n')).toEqual([]);
  });

  it("keeps the lowest layers free of everything above them", () => {
    expect(lint("lib/formats/x.ts", 'import { settings } from "@/lib/platform/env";\n')).toHaveLength(1);
    expect(lint("lib/schemas/x.ts", 'import { prisma } from "@/lib/platform/db";\n')).toHaveLength(1);
    expect(lint("lib/rails/x.ts", 'import { balanceOf } from "@/lib/domain/ledger/balance";\n')).toHaveLength(1);
    expect(lint("lib/schemas/x.ts", 'import { formatBRL } from "@/lib/formats/money";\n')).toEqual([]);
  });

  it("lets pages and route handlers reach the database only through the domain", () => {
    expect(lint("app/v1/x/route.ts", 'import { prisma } from "@/lib/platform/db";\n')[0]).toMatch(
      /through lib\/domain/,
    );
    expect(lint("app/v1/x/route.ts", 'import { runSql } from "@/lib/platform/sql";\n')[0]).toMatch(
      /through lib\/domain/,
    );
    expect(lint("app/v1/x/route.ts", 'import { getCompany } from "@/lib/domain/companies/get-company";\n')).toEqual([]);
  });

  it("keeps server code out of the browser, types excepted", () => {
    const client = (line) => lint("app/(dashboard)/x/form.tsx", `"use client";\n${line}\n`);
    expect(client('import { getCompany } from "@/lib/domain/companies/get-company";')[0]).toMatch(/browser code/);
    expect(client('import { apiFetch } from "@/lib/client/api-client";')).toEqual([]);
    expect(client('import type { CheckoutView } from "@/lib/domain/checkout/get-checkout";')).toEqual([]);
    expect(client('import "server-only";')[0]).toMatch(/browser code/);
    expect(lint("components/ui/x.tsx", 'import { settings } from "@/lib/platform/env";\n')[0]).toMatch(/browser code/);
    expect(lint("lib/client/x.ts", 'import { prisma } from "@/lib/platform/db";\n')[0]).toMatch(/browser code/);
  });

  it("keeps a rail's providers behind its port: only lib/rails and the sandbox's own routes import them", () => {
    const cielo = 'import { createCieloRail } from "@/lib/rails/card/cielo/create-cielo-rail";\n';
    expect(lint("lib/domain/transactions/x.ts", cielo)[0]).toMatch(/may not import a rail's provider/);
    expect(
      lint("app/v1/x/route.ts", 'import { x } from "@/lib/rails/pix/sandbox-psp/create-sandbox-psp";\n')[0],
    ).toMatch(/provider/);
    expect(lint("lib/rails/index.ts", cielo)).toEqual([]);
    expect(
      lint(
        "app/sandbox/cielo/x/route.ts",
        'import { x } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";\n',
      ),
    ).toEqual([]);
    expect(lint("lib/domain/transactions/x.ts", 'import { cardRail } from "@/lib/rails";\n')).toEqual([]);
    expect(lint("lib/domain/transactions/x.ts", 'import type { CardRail } from "@/lib/rails/card/port";\n')).toEqual(
      [],
    );
  });

  it("lets tests import across the layers", () => {
    expect(lint("lib/domain/x/y.db.test.ts", 'import { GET } from "@/app/api/health/route";\n')).toEqual([]);
  });

  it("is on for the whole tree in the project's lint configuration", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ["lib/domain/transactions/x.ts", "lib/rails/x.ts", "app/v1/x/route.ts", "components/x.tsx"]) {
      const { rules } = await eslint.calculateConfigForFile(path.join(root, file));
      expect(rules["colmeia/layers"]?.[0], file).toBe(2);
    }
  });
});
