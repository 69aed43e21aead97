// The built-in Cielo server as a process of its own, for the benchmark's card scenarios: Colmeia
// charges through the cielo connector over HTTP to it, as it would to Cielo. Its state lives in its
// own database (PGlite in its DATA_DIR, or the DATABASE_URL given). Prints one line of JSON with its
// origin, the merchant credentials and where its counters are read, then serves until killed.
// Counters (GET {statsOrigin}, on a port of their own so that reading them opens no connection to
// the server being measured): the connections the Cielo server accepted and the requests it served.
import http from "node:http";
import type { AddressInfo } from "node:net";

import { migrate } from "../lib/platform/migrate";
import { cieloSandboxCredentials } from "../lib/rails/card/cielo-sandbox/cielo-sandbox-credentials";
import { createCieloSandbox } from "../lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox } from "../lib/rails/card/cielo-sandbox/serve-cielo-sandbox";

const port = Number(process.argv[2] ?? 3970);
await migrate({ close: false });
const counters = { connections: 0, requests: 0 };
const served = await serveCieloSandbox({
  handler: createCieloSandbox(),
  port,
  intercept: (req, next) => {
    counters.requests++;
    return next(req);
  },
});
served.server.on("connection", () => counters.connections++);
const stats = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify(counters));
});
await new Promise<void>((resolve) => stats.listen(0, "127.0.0.1", resolve));
const statsOrigin = `http://127.0.0.1:${(stats.address() as AddressInfo).port}`;
console.log(JSON.stringify({ origin: served.origin, statsOrigin, ...cieloSandboxCredentials() }));
