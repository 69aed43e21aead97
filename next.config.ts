import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // separate build directories let several builds (e.g. parallel work trees) coexist
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // the database drivers (PGlite's WASM Postgres, pg) load at run time from node_modules
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  poweredByHeader: false,
  // Next would answer "/v1/transactions/" with an empty 308; proxy.ts answers trailing slashes
  // itself: a JSON 404 under /v1, the same redirect elsewhere
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  typescript: { ignoreBuildErrors: false },
  // Hosted pages (payment links, secureUrl) take card data and Pix/boleto codes: nothing but our own
  // origin may run, load or frame anything there. Next's App Router hydrates with inline scripts,
  // hence 'unsafe-inline'; `next dev` also needs eval for its refresh runtime.
  async headers() {
    const csp = [
      "default-src 'self'",
      "img-src 'self' data:",
      `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join("; ");
    const hosted = [
      { key: "Content-Security-Policy", value: csp },
      { key: "Referrer-Policy", value: "no-referrer" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    ];
    return [
      { source: "/pay/:path*", headers: hosted },
      { source: "/checkout/:path*", headers: hosted },
    ];
  },
};

export default nextConfig;
