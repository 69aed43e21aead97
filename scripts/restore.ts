// npm run restore -- FILE: fills an empty PGlite DATA_DIR from a backup (docs/operations.md,
// "Backups and restore"); then start the server on it as usual.
import path from "node:path";

import { restoreDataDir } from "../lib/platform/backup/backup";
import { env, settings } from "../lib/platform/env";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run restore -- FILE");
  process.exit(2);
}
if (settings().DATABASE_URL) {
  console.error(
    "colmeia: DATABASE_URL is PostgreSQL: restore it with pg_restore or your provider's recovery (docs/operations.md, Backups and restore)",
  );
  process.exit(2);
}
try {
  const manifest = await restoreDataDir({
    file: path.resolve(file),
    dataDir: env.dataDir,
    open: async (dataDir, dump) => {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = new PGlite({ dataDir, loadDataDir: dump });
      await db.waitReady;
      return db as never;
    },
  });
  console.log(`colmeia: ${env.dataDir} restored from ${file} (a backup of ${manifest.createdAt})`);
} catch (error) {
  console.error(`colmeia: restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
