import { availableParallelism } from "node:os";
import path from "node:path";

import { defineConfig } from "vitest/config";

// `server-only` throws outside the "react-server" condition that Next gives server code; tests run
// server modules directly, so it resolves to its empty module here (docs/architecture.md, Server-only modules).
const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
};

// unit: pure rules, no database. db: data functions against a real database — PGlite in memory
// by default, PostgreSQL when DATABASE_URL is set (npm test runs both).
// Files run side by side, each db file on a database no other running file touches
// (lib/test/db-global-setup.ts). Vitest's default on this 2-core machine would be one worker:
// at least two, as the database work waits on PostgreSQL or runs in PGlite's WASM.
// Worker threads, not child processes: each file still gets its own module graph, but threads of
// one process share V8's compiled code of PGlite's WASM module, which each child process compiled
// again for every file. The db project on PGlite: 151 -> 100 s of wall time, 248 -> 151 s of CPU
// (the same on PostgreSQL: 81 -> 80 s); the unit project 21.8 -> 17.6 s (CONTRIBUTING.md).
// (Inline projects do not inherit the root's test options: both take these.)
const eachProject = { environment: "node", pool: "threads" } as const;

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          ...eachProject,
          name: "unit",
          include: ["lib/**/*.test.ts", "eslint/**/*.test.mjs", "scripts/**/*.test.ts"],
          exclude: ["lib/**/*.db.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...eachProject,
          name: "db",
          include: ["lib/**/*.db.test.ts"],
          globalSetup: ["lib/test/db-global-setup.ts"],
          setupFiles: ["lib/test/db-worker.ts", "lib/test/db-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: {
            DATA_DIR: process.env.DATABASE_URL ? ".tmp/vitest" : "memory://",
            LOG_LEVEL: "silent",
            LOG_FORMAT: "json",
            WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
          },
        },
      },
    ],
  },
});
