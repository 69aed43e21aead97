import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // the database drivers (PGlite's WASM Postgres, pg) load at run time from node_modules
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  poweredByHeader: false,
  typedRoutes: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
