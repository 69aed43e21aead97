// npm start, step one: parses the whole configuration (lib/platform/env.ts) before building or touching the
// database, and hands scripts/start.mjs the few values it needs as one JSON line on stdout. A bad
// value, or production without AUTH_SECRET, stops here with a message naming the variable.
import { settings } from "../lib/platform/env";

try {
  const s = settings();
  // production keeps no secret beside its database (docs/security.md)
  if (s.COLMEIA_MODE === "production" && !s.AUTH_SECRET) {
    console.error(
      "colmeia: COLMEIA_MODE=production needs AUTH_SECRET in the environment (32+ random bytes, e.g. `openssl rand -hex 32`); it is never generated into DATA_DIR in production (docs/security.md)",
    );
    process.exit(1);
  }
  process.stdout.write(
    `${JSON.stringify({ port: s.PORT, keepAliveMs: s.KEEP_ALIVE_TIMEOUT_MS, distDir: s.NEXT_DIST_DIR, forceBuild: s.FORCE_BUILD === "1", nodeOptions: s.NODE_OPTIONS ?? "" })}\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
