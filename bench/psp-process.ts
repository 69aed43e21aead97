// The built-in API Pix PSP as a process of its own, for the benchmark's Pix scenario: Colmeia charges
// through the api-pix connector over HTTP to it, as it would to a real PSP. Its state lives in its
// own database (PGlite in its DATA_DIR, or the DATABASE_URL given). Prints one line of JSON with its
// origin and the merchant credentials, then serves until killed.
import { migrate } from "../lib/platform/migrate";
import { createSandboxPsp } from "../lib/rails/pix/sandbox-psp/create-sandbox-psp";
import { sandboxPspCredentials } from "../lib/rails/pix/sandbox-psp/sandbox-psp-credentials";
import { serveSandboxPsp } from "../lib/rails/pix/sandbox-psp/serve-sandbox-psp";

const port = Number(process.argv[2] ?? 3960);
await migrate({ close: false });
const served = await serveSandboxPsp({ psp: createSandboxPsp({ locationHost: `127.0.0.1:${port}` }), port });
console.log(JSON.stringify({ origin: served.origin, ...sandboxPspCredentials() }));
