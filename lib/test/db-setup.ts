import { afterAll, beforeAll } from "vitest";

import { migrate } from "@/lib/platform/migrate";
import { sandboxPixRail, usePixRail } from "@/lib/rails";
import { createSandboxPsp } from "@/lib/rails/pix/sandbox-psp/create-sandbox-psp";
import { type ServedPsp, serveSandboxPsp } from "@/lib/rails/pix/sandbox-psp/serve-sandbox-psp";

// Data-function tests run on a real, migrated database (never a mocked client), and Pix goes
// through the api-pix connector to the built-in PSP served on its own port, as in the app.
let psp: ServedPsp | undefined;

beforeAll(async () => {
  await migrate({ close: false });
  psp = await serveSandboxPsp({ psp: createSandboxPsp({ locationHost: "psp.sandbox.test" }) });
  usePixRail(sandboxPixRail(psp.origin));
});

afterAll(async () => {
  usePixRail(null);
  await psp?.close();
});
