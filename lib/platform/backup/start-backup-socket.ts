import { openPglite } from "../db-adapter";
import { env, settings } from "../env";
import { serveBackups } from "./backup";

/** On a PGlite DATA_DIR, serves the backups `npm run backup` takes while this server runs; null on PostgreSQL. */
export async function startBackupSocket(): Promise<{ close(): Promise<void> } | null> {
  if (settings().DATABASE_URL || env.dataDir.startsWith("memory://")) return null;
  return serveBackups(await openPglite(), env.dataDir);
}
