import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";

import type { PGliteLike } from "../db-adapter";
import { GENERATED_FILES } from "../env";
import { readTar, writeTar } from "./tar";

// Backups of a PGlite DATA_DIR (docs/operations.md, "Backups and restore"). A backup is a tar
// archive: a manifest, the database as PGlite dumps it (a gzipped tar of its files), and the files
// Colmeia generated beside it in DATA_DIR (auth-secret and pix-webhook-secret in sandbox mode:
// without them a restored instance could not read its sessions, TOTP secrets or sealed card tokens).
// Only one process may open a PGlite directory, so while a server runs the snapshot comes from that
// server, over a socket in DATA_DIR only its owner can open, taken between transactions: it holds
// each one whole or not at all. With no server running, the backup opens the directory itself.

export const BACKUP_SOCKET = "backup.sock";
const MANIFEST = "colmeia-backup.json";
const DATABASE = "pglite.tar.gz";
const FORMAT = "colmeia-backup";

type Manifest = { format: string; version: 1; createdAt: string; from: "server" | "directory"; files: string[] };

/** The database's files, gzipped, at a moment no transaction is open. */
async function snapshot(db: PGliteLike): Promise<Buffer> {
  const dump = await db._runExclusiveTransaction(() => db.dumpDataDir("gzip"));
  return Buffer.from(await dump.arrayBuffer());
}

/** The server's side: a snapshot of its database to whoever connects to DATA_DIR/backup.sock. */
export function serveBackups(db: PGliteLike, dataDir: string): { close(): Promise<void> } {
  const socket = path.join(dataDir, BACKUP_SOCKET);
  // a socket left by a process that is gone (this process owns the directory now)
  if (existsSync(socket) && lstatSync(socket).isSocket()) unlinkSync(socket);
  const server = net.createServer((conn) => {
    snapshot(db).then(
      (bytes) => conn.end(bytes),
      (error: unknown) => conn.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });
  const umask = process.umask(0o177); // created owner-only: a snapshot holds every company's data
  server.listen(socket);
  process.umask(umask);
  server.unref();
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A snapshot from the server that owns DATA_DIR; null when none is running there. */
function askServer(dataDir: string): Promise<Buffer | null> {
  const socket = path.join(dataDir, BACKUP_SOCKET);
  if (!existsSync(socket)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const conn = net.createConnection(socket);
    conn.on("data", (c: Buffer) => chunks.push(c));
    conn.on("end", () => resolve(Buffer.concat(chunks)));
    conn.on("error", (error: NodeJS.ErrnoException) =>
      // a socket nobody listens on: its server is gone
      error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
  });
}

/** The files Colmeia generated in DATA_DIR beside the database (its secrets), those present. */
const keptFiles = (dataDir: string) =>
  Object.values(GENERATED_FILES).filter((name) => existsSync(path.join(dataDir, name)));

/**
 * Writes a backup of DATA_DIR to `out` (owner-only: it holds the secrets): written whole under a
 * temporary name first, so `out` is never a partial backup.
 */
export async function backupDataDir({
  dataDir,
  out,
  openDirectly,
}: {
  dataDir: string;
  out: string;
  /** opens the database when no server runs on DATA_DIR */
  openDirectly: () => Promise<PGliteLike>;
}): Promise<Manifest> {
  if (!existsSync(path.join(dataDir, "pglite")))
    throw new Error(`no PGlite database in ${dataDir} (DATA_DIR): nothing to back up`);
  let database = await askServer(dataDir);
  const from = database ? "server" : "directory";
  if (!database) {
    const db = await openDirectly();
    try {
      database = await snapshot(db);
    } finally {
      await db.close();
    }
  }
  const files = keptFiles(dataDir);
  const manifest: Manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), from, files };
  const archive = writeTar([
    { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) },
    ...files.map((name) => ({ name: `data/${name}`, data: readFileSync(path.join(dataDir, name)) })),
    { name: DATABASE, data: database },
  ]);
  const partial = `${out}.partial`;
  writeFileSync(partial, archive, { mode: 0o600 });
  renameSync(partial, out);
  return manifest;
}

/**
 * Fills an empty DATA_DIR from a backup: the kept files, then the database, opened once to check it
 * starts. Refuses a DATA_DIR that holds anything (a restore never overwrites a database).
 */
export async function restoreDataDir({
  file,
  dataDir,
  open,
}: {
  file: string;
  dataDir: string;
  /** opens PGlite on `dir` from a dump */
  open: (dir: string, dump: Blob) => Promise<PGliteLike>;
}): Promise<Manifest> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} (DATA_DIR) is not empty: restore into an empty directory`);
  const entries = readTar(readFileSync(file));
  const manifest = JSON.parse(entries.get(MANIFEST)?.toString("utf8") ?? "null") as Manifest | null;
  const database = entries.get(DATABASE);
  if (manifest?.format !== FORMAT || manifest.version !== 1 || !database)
    throw new Error(`${file} is not a Colmeia backup`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const name of manifest.files) {
    const data = entries.get(`data/${name}`);
    if (!data || !(Object.values(GENERATED_FILES) as string[]).includes(name))
      throw new Error(`${file} is damaged: ${name} is missing`);
    writeFileSync(path.join(dataDir, name), data, { mode: 0o600 });
  }
  const db = await open(path.join(dataDir, "pglite"), new Blob([new Uint8Array(database)]));
  try {
    await db.query("SELECT 1");
  } finally {
    await db.close();
  }
  return manifest;
}
