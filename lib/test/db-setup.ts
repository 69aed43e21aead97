import { afterAll, beforeAll } from "vitest";

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
