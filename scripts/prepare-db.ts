import { closePglite } from "../lib/platform/db-adapter";
import { env, settings } from "../lib/platform/env";
import { exclusively, migrate, pendingMigrations } from "../lib/platform/migrate";
import { sandboxCardRail, sandboxPixRail, useCardRail, usePixRail } from "../lib/rails";
import { createCieloSandbox } from "../lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox } from "../lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import { createSandboxPsp } from "../lib/rails/pix/sandbox-psp/create-sandbox-psp";
import { serveSandboxPsp } from "../lib/rails/pix/sandbox-psp/serve-sandbox-psp";
import { seedIfEmpty } from "../prisma/seed-demo";

// Runs before the server: migrations, then demo data on an empty database. Closes the
// database so the server process can open the same PGlite directory.
if (settings().MIGRATE_ON_START) await migrate({ log: (m) => console.log(`colmeia: ${m}`), close: false });
else {
  // the operator migrates apart (npm run db:migrate, docs/operations.md "Upgrades"): a release must
  // not serve on a schema older than its own
  const pending = await pendingMigrations();
  if (pending.length) {
    console.error(
      `colmeia: MIGRATE_ON_START=false and ${pending.length} migration(s) of this release are not applied (${pending.join(", ")}): run npm run db:migrate first`,
    );
    process.exit(1);
  }
}
const { prisma } = await import("../lib/platform/db");
// the demo's Pix go through the connector too: the built-in PSP is served on a port of its own
// until the app (which serves it under /sandbox/psp) starts, on the same database
const psp =
  env.isSandbox && env.pixProvider === "sandbox"
    ? await serveSandboxPsp({ psp: createSandboxPsp({ locationHost: new URL(env.publicBaseUrl).host }) })
    : undefined;
if (psp) usePixRail(sandboxPixRail(psp.origin));
// the seed's card payments go through the built-in Cielo server on a port of its own (the app's
// /sandbox/cielo is not up yet)
const cielo =
  env.isSandbox && env.cardProvider === "sandbox"
    ? await serveCieloSandbox({ handler: createCieloSandbox() })
    : undefined;
if (cielo) useCardRail(sandboxCardRail(cielo.origin));
// once, however many instances start together on an empty database
await exclusively(() => seedIfEmpty(prisma, (m) => console.log(m)));
usePixRail(null);
useCardRail(null);
await psp?.close();
await cielo?.close();
await prisma.$disconnect();
await closePglite();
