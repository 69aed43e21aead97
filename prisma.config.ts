// Without a URL the Prisma CLI falls back to downloading a native engine, which cannot happen here.
process.env.DATABASE_URL ??= "postgresql://unused@localhost/unused";

import path from "node:path";

import { defineConfig } from "prisma/config";

import { createAdapterFactory } from "./lib/platform/db-adapter";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  adapter: async () => createAdapterFactory() as never,
});
