// npm run lint: ESLint (TypeScript, Next.js, React hooks, import order) and Prettier's check.
// Prettier formats (printWidth 120); ESLint judges. Lines stay within 120 characters except
// strings, URLs and template literals (SQL and long messages).
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import tseslint from "typescript-eslint";

import { layersPlugin } from "./eslint/layers.mjs";

export default tseslint.config(
  { ignores: ["generated/**", ".next*/**", ".tmp/**", "data/**", "node_modules/**", "next-env.d.ts"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "@next/next": nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs["core-web-vitals"].rules },
  },
  // React's rules for React code (the e2e fixtures' `use` is Playwright's, not a hook); the React
  // Compiler is not used, so its "incompatible library" notes (react-hook-form's watch) do not apply
  { files: ["app/**", "components/**", "lib/**"], ...reactHooks.configs.flat.recommended },
  { files: ["app/**", "components/**", "lib/**"], rules: { "react-hooks/incompatible-library": "off" } },
  {
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "max-len": [
        "error",
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
      // `_` marks what a destructuring leaves out on purpose
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // type-aware rules for what reviews miss in money code: a promise nobody awaits (a write that
  // fails silently, an unhandled rejection that kills the process), an async callback where a
  // void one is expected (an event handler, a server's request listener), a switch that forgets a
  // status, awaiting a non-promise, an object or undefined interpolated into a message or SQL text
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/restrict-template-expressions": "error",
    },
  },
  // one direction of imports between the layers of lib/ (docs/architecture.md, Layers)
  {
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    plugins: { colmeia: layersPlugin },
    rules: { "colmeia/layers": "error" },
  },
  // the audit log is written by the domain function that does the work, inside its transaction
  // (docs/architecture.md, "Audit log"): routes and the request shell pass `auditBy(ctx)` down
  {
    files: ["app/**", "lib/http/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // "@/lib/domain/audit/record-audit" or a relative path to it
          patterns: [
            {
              group: ["**/domain/audit/record-audit"],
              importNames: ["recordAudit"],
              message: "Pass `by: auditBy(ctx)` to the domain function; it records the entry in its own transaction.",
            },
          ],
        },
      ],
    },
  },
  // hand-written SQL goes through the `sql` tagged template of lib/platform/sql.ts (values always parameters)
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: ["lib/platform/sql.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe"].map((property) => ({
          property,
          message: "Write SQL with the `sql` tagged template and run it with runSql/runSqlIn (lib/platform/sql.ts).",
        })),
      ],
    },
  },
);
