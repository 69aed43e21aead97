import { readFileSync } from "node:fs";

import { afterAll, beforeAll, inject } from "vitest";

import { pgliteDataDir } from "@/lib/platform/db-adapter";
import { migrate } from "@/lib/platform/migrate";
import { sandboxCardRail, sandboxPixRail, useCardRail, usePixRail } from "@/lib/rails";
import { createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox, type ServedCielo } from "@/lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import { createSandboxPsp } from "@/lib/rails/pix/sandbox-psp/create-sandbox-psp";
import { type ServedPsp, serveSandboxPsp } from "@/lib/rails/pix/sandbox-psp/serve-sandbox-psp";

// Data-function tests run on a real, migrated database (never a mocked client), and Pix goes
// through the api-pix connector to the built-in PSP served on its own port, as in the app; cards
// through the Cielo connector to the built-in Cielo server, likewise.
let psp: ServedPsp | undefined;
let cielo: ServedCielo | undefined;

beforeAll(async () => {
  // PGlite: this file's own in-memory database starts as a copy of the one lib/test/db-global-setup.ts
  // migrated (an initdb per file cost seconds); migrate() below then finds every migration applied
  const snapshot = inject("pgliteSnapshot");
  const g = globalThis as { __colmeiaPglite?: Promise<unknown> };
  if (snapshot && !g.__colmeiaPglite && pgliteDataDir() === "memory://") {
    g.__colmeiaPglite = (async () => {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = new PGlite("memory://", { loadDataDir: new Blob([readFileSync(snapshot)]) });
      await db.waitReady;
      return db;
    })();
  }
  await migrate({ close: false });
  psp = await serveSandboxPsp({ psp: createSandboxPsp({ locationHost: "psp.sandbox.test" }) });
  usePixRail(sandboxPixRail(psp.origin));
  cielo = await serveCieloSandbox({ handler: createCieloSandbox() });
  useCardRail(sandboxCardRail(cielo.origin));
});

afterAll(async () => {
  usePixRail(null);
  useCardRail(null);
  await psp?.close();
  await cielo?.close();
});
