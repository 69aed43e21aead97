// npm run backup -- --out FILE: a backup of the PGlite DATA_DIR, taken from the running server when
// there is one (docs/operations.md, "Backups and restore"). PostgreSQL is backed up with its own
// tools (pg_dump, or base backups and WAL archiving for point-in-time recovery).
import path from "node:path";

import { backupDataDir } from "../lib/platform/backup/backup";
import { env, settings } from "../lib/platform/env";

const at = process.argv.indexOf("--out");
const out = at > 0 ? process.argv[at + 1] : undefined;
if (!out) {
  console.error("usage: npm run backup -- --out FILE");
  process.exit(2);
}
if (settings().DATABASE_URL) {
  console.error(
    "colmeia: DATABASE_URL is PostgreSQL: back it up with pg_dump or WAL archiving (docs/operations.md, Backups and restore)",
  );
  process.exit(2);
}
try {
  const manifest = await backupDataDir({
    dataDir: env.dataDir,
    out: path.resolve(out),
    openDirectly: async () => {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = new PGlite({ dataDir: path.join(env.dataDir, "pglite") });
      await db.waitReady;
      return db as never;
    },
  });
  console.log(
    `colmeia: backup of ${env.dataDir} written to ${out} (database ${manifest.from === "server" ? "from the running server" : "read from the directory"}; with ${manifest.files.join(", ") || "no other files"})`,
  );
} catch (error) {
  console.error(`colmeia: backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
