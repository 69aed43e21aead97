import path from "node:path";

import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

// unit: pure rules, no database. db: data functions against a real database — PGlite in memory
// by default, PostgreSQL when DATABASE_URL is set (npm test runs both).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts"], exclude: ["lib/**/*.db.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "db",
          include: ["lib/**/*.db.test.ts"],
          environment: "node",
          setupFiles: ["lib/test/db-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: {
            DATA_DIR: process.env.DATABASE_URL ? ".tmp/vitest" : "memory://",
            LOG_LEVEL: "silent",
            WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
            PAYOUT_DESTINATION_COOLDOWN_HOURS: "0",
          },
        },
      },
    ],
  },
});
