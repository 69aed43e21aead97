import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { authSecret } from "./env";

describe("AUTH_SECRET in production", () => {
  afterEach(() => {
    delete process.env.COLMEIA_MODE;
  });

  it("npm start refuses production mode without it, before building or touching the database", () => {
    const env = { ...process.env, COLMEIA_MODE: "production", AUTH_SECRET: "", DATA_DIR: ".tmp/never-created" };
    delete (env as Record<string, string | undefined>).AUTH_SECRET;
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], { env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("COLMEIA_MODE=production needs AUTH_SECRET");
  });

  it("the app never generates one into DATA_DIR in production", () => {
    process.env.COLMEIA_MODE = "production";
    const saved = process.env.AUTH_SECRET;
    delete process.env.AUTH_SECRET;
    try {
      expect(() => authSecret()).toThrow(/needs AUTH_SECRET/);
    } finally {
      if (saved !== undefined) process.env.AUTH_SECRET = saved;
    }
  });
});
