import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // separate build directories let several builds (e.g. parallel work trees) coexist
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // the database drivers (PGlite's WASM Postgres, pg) load at run time from node_modules
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  poweredByHeader: false,
  typedRoutes: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
