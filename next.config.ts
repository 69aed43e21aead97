import type { NextConfig } from "next";

import { securityHeaders } from "./lib/http/security-headers";
import { settings } from "./lib/platform/env";
import serverExternalPackages from "./server-external-packages.json";

const nextConfig: NextConfig = {
  // separate build directories let several builds (e.g. parallel work trees) coexist
  distDir: settings().NEXT_DIST_DIR,
  // the container image serves a self-contained build: server.js with only the files it uses (Dockerfile)
  output: settings().BUILD_OUTPUT === "standalone" ? "standalone" : undefined,
  // loaded at run time from node_modules, not bundled: the database drivers (PGlite's WASM Postgres,
  // pg), and pdfkit (the boleto PDF), which reads its standard fonts' metric files (.afm) from its own
  // folder. The list is server-external-packages.json: the bundled start scripts leave out the same.
  serverExternalPackages,
  poweredByHeader: false,
  // Next would answer "/v1/transactions/" with an empty 308; proxy.ts answers trailing slashes
  // itself: a JSON 404 under /v1, the same redirect elsewhere
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  // npm test type-checks once, after the build (scripts/test-all.sh): BUILD_TYPECHECK=off skips a second pass here
  typescript: { ignoreBuildErrors: settings().BUILD_TYPECHECK === "off" },
  // the same security headers on every page and answer (lib/http/security-headers.ts)
  async headers() {
    const secure = securityHeaders(settings().NODE_ENV === "development");
    return [{ source: "/:path*", headers: secure }];
  },
};

export default nextConfig;
