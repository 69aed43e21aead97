import type { NextConfig } from "next";

import { settings } from "./lib/platform/env";

const nextConfig: NextConfig = {
  // separate build directories let several builds (e.g. parallel work trees) coexist
  distDir: settings().NEXT_DIST_DIR,
  // the database drivers (PGlite's WASM Postgres, pg) load at run time from node_modules; so does
  // pdfkit (the boleto PDF), which reads its standard fonts' metric files (.afm) from its own folder
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "sharp",
    "pdfkit",
  ],
  poweredByHeader: false,
  // Next would answer "/v1/transactions/" with an empty 308; proxy.ts answers trailing slashes
  // itself: a JSON 404 under /v1, the same redirect elsewhere
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  // npm test type-checks once, after the build (scripts/test-all.sh): BUILD_TYPECHECK=off skips a second pass here
  typescript: { ignoreBuildErrors: settings().BUILD_TYPECHECK === "off" },
  // Every page (dashboard, hosted checkout, docs) and answer: nothing but our own origin may run,
  // load or frame anything; hosted pages take card data and the dashboard moves money. Next's App
  // Router hydrates with inline scripts, hence 'unsafe-inline'; `next dev` also needs eval for its
  // refresh runtime. HSTS depends on how the request arrived, so lib/http/server-hooks.ts adds it.
  async headers() {
    const csp = [
      "default-src 'self'",
      "img-src 'self' data:",
      `script-src 'self' 'unsafe-inline'${settings().NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join("; ");
    const secure = [
      { key: "Content-Security-Policy", value: csp },
      { key: "Referrer-Policy", value: "no-referrer" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    ];
    return [{ source: "/:path*", headers: secure }];
  },
};

export default nextConfig;
