import { closePglite } from "../lib/platform/db-adapter";
import { env } from "../lib/platform/env";
import { migrate } from "../lib/platform/migrate";
import { sandboxPixRail, usePixRail } from "../lib/rails";
import { createSandboxPsp } from "../lib/rails/pix/sandbox-psp/create-sandbox-psp";
import { serveSandboxPsp } from "../lib/rails/pix/sandbox-psp/serve-sandbox-psp";
import { seedIfEmpty } from "../prisma/seed-demo";

// Runs before the server: migrations, then demo data on an empty database. Closes the
// database so the server process can open the same PGlite directory.
await migrate({ log: (m) => console.log(`colmeia: ${m}`), close: false });
const { prisma } = await import("../lib/platform/db");
// the demo's Pix go through the connector too: the built-in PSP is served on a port of its own
// until the app (which serves it under /sandbox/psp) starts, on the same database
const psp =
  env.isSandbox && env.pixProvider === "sandbox"
    ? await serveSandboxPsp({ psp: createSandboxPsp({ locationHost: new URL(env.publicBaseUrl).host }) })
    : undefined;
if (psp) usePixRail(sandboxPixRail(psp.origin));
await seedIfEmpty(prisma, (m) => console.log(m));
usePixRail(null);
await psp?.close();
await prisma.$disconnect();
await closePglite();
