import "server-only";

import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

import { ApiError } from "@/lib/platform/errors";
import { logError, logWarn } from "@/lib/platform/log";

// A folder the bank's retornos appear in (PAYOUT_INBOX_DIR, BOLETO_INBOX_DIR; docs/rails.md), for
// operators whose bank connector or VAN syncs one: each file is imported, then moved to `imported/`,
// or to `rejected/` beside a `.error.txt` saying why when the file itself is wrong (422
// invalid_file, a bad CNAB field). A failure that is not the file's (the database, the disk) leaves
// it where it is for the next round; an import is one database transaction per company and
// idempotent by the file's SHA-256, so a crash between the import and the move imports nothing twice
// and loses nothing.

/** What became of one file: new imports it made (0: imported before), or left for a later round. */
export type InboxOutcome = { imported: number } | "leave";

export async function drainInbox({
  dir,
  variable,
  area,
  loop,
  importFile,
}: {
  dir: string;
  /** the variable naming the folder, for the error when it cannot be read */
  variable: string;
  /** the log's topic */
  area: string;
  /** the background loop's name, on the error when the folder cannot be read */
  loop: string;
  importFile: (content: string, name: string) => Promise<InboxOutcome>;
}): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // a folder that is missing or not ours to read would silently never import the bank's answers
    logError(loop, new Error(`${variable} ${dir} cannot be read: ${(error as Error).message}`));
    return 0;
  }
  let imported = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    try {
      const content = (await readFile(path.join(dir, entry.name))).toString("latin1");
      const outcome = await importFile(content, entry.name);
      if (outcome === "leave") continue;
      imported += outcome.imported;
      await moveTo(dir, "imported", entry.name);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (!isFileError(error)) {
        logWarn(area, `a retorno in the inbox could not be imported now: ${why}`, { name: entry.name });
        continue;
      }
      logWarn(area, `a retorno in the inbox was refused: ${why}`, { name: entry.name });
      await moveTo(dir, "rejected", entry.name);
      await writeFile(path.join(dir, "rejected", `${entry.name}.error.txt`), `${why}\n`);
    }
  }
  return imported;
}

const isFileError = (error: unknown) =>
  error instanceof ApiError || (error instanceof Error && error.name === "CnabFieldError");

async function moveTo(dir: string, sub: string, name: string) {
  await mkdir(path.join(dir, sub), { recursive: true });
  await rename(path.join(dir, name), path.join(dir, sub, name));
}
