import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { env } from "@/lib/platform/env";
import { logWarn } from "@/lib/platform/log";

import { drainInbox } from "../bank-files/inbox";
import { companiesInRetorno, importRetorno } from "./boleto-files";

// BOLETO_INBOX_DIR (docs/rails.md, Boleto rail, "A shared convênio's retorno"): the bank sends one
// retorno for the whole convênio, mixing the titles of every company of the instance. Each file
// that appears in the folder is imported once for every company that owns a title in it — each
// company's lines in that company's own database transaction, the others' left alone — then moved
// to `imported/`; a file that is not a valid retorno of the agreement goes to `rejected/` beside a
// `.error.txt`. A crash between two companies' imports leaves the file in place: the next round
// finds the first company's import done (same SHA-256, nothing applied again) and makes the rest.

/** One round over the inbox; how many company imports it made. */
export async function runBoletoInbox({ now = new Date() }: { now?: Date } = {}): Promise<{ imported: number }> {
  const dir = env.boletoInboxDir;
  if (!dir) return { imported: 0 };
  const imported = await drainInbox({
    dir,
    variable: "BOLETO_INBOX_DIR",
    area: "boleto",
    loop: "boleto-inbox",
    async importFile(content, name) {
      const companies = await companiesInRetorno(content);
      if (companies.length === 0)
        logWarn("boleto", "a retorno in the inbox names no boleto of any company of this instance", { name });
      let made = 0;
      for (const companyId of companies) if ((await importRetorno({ companyId, content, now })).imported) made++;
      return { imported: made };
    },
  });
  return { imported };
}

/** The inbox's loop on this process (instrumentation.ts): every minute, when BOLETO_INBOX_DIR is set. */
export function startBoletoInbox(pollMs = 60_000): PollingLoop | null {
  if (!env.boletoInboxDir) return null;
  return startPollingLoop({ name: "boleto-inbox", pollMs, tick: () => runBoletoInbox().then(() => pollMs) });
}
