import "server-only";

import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

import { parsePagamentosRetorno } from "@/lib/formats/cnab240/pagamentos-retorno";
import { startOfDay, todayInSaoPaulo } from "@/lib/formats/time";
import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { logInfo } from "@/lib/platform/log";
import { payoutRail } from "@/lib/rails";

import { drainInbox } from "../bank-files/inbox";
import { generatePayoutRemessa, importPayoutRetorno } from "./payout-files";

// The automatic payment-file cycle, for operators whose bank connector or VAN syncs two folders, and
// for the sandbox bank, which answers a remessa at once (docs/rails.md, Payout rail, "The daily cycle"):
// - at PAYOUT_CUTOFF (São Paulo time) each company's transfers taken before it go into that day's
//   remessa (the sandbox bank answers it with its retorno, imported at once), and every remessa not
//   yet written is written to PAYOUT_OUTBOX_DIR (a remessa made through the API too): written under
//   a temporary name and renamed, so the connector never picks up half a file, and marked `written`
//   only after — a crash in between writes it again, whole;
// - every file in PAYOUT_INBOX_DIR is imported as a retorno of the company its header names, then
//   moved to `imported/` (or to `rejected/` beside a `.error.txt` saying why). A crash mid-import
//   leaves the file in place and the import (one database transaction) undone or done: the next
//   round imports it, or finds it imported (same SHA-256), and moves it. No file is imported twice
//   or lost (the folder machinery is lib/domain/bank-files/inbox.ts, shared with BOLETO_INBOX_DIR).

const cutoffInstant = (day: string, cutoff: string): Date => {
  const [h, m] = cutoff.split(":").map(Number);
  return new Date(startOfDay(day).getTime() + (h * 60 + m) * 60_000);
};

export async function runPayoutFileCycle({
  now = new Date(),
  companyId,
}: {
  now?: Date;
  /** one company's files only (tests sharing a database with other companies' transfers) */
  companyId?: number;
} = {}): Promise<{
  written: number;
  imported: number;
}> {
  const rail = payoutRail();
  const { cutoff, outboxDir, inboxDir } = env.payoutCycle;
  if (!rail.paymentFiles) return { written: 0, imported: 0 };
  let written = 0;
  let imported = 0;
  if (cutoff && (outboxDir || rail.sandboxBank)) {
    const at = cutoffInstant(todayInSaoPaulo(now), cutoff);
    if (now >= at) {
      const waiting = await prisma.transfer.findMany({
        where: {
          status: "processing",
          payoutFileId: null,
          railSentAt: { not: null },
          createdAt: { lt: at },
          ...(companyId !== undefined && { companyId }),
        },
        distinct: ["companyId"],
        select: { companyId: true },
      });
      for (const w of waiting) await generatePayoutRemessa({ companyId: w.companyId, now, createdBefore: at });
    }
  }
  if (outboxDir) written = await writeOutbox(outboxDir, companyId);
  if (inboxDir) imported = await readInbox(inboxDir, now, companyId);
  return { written, imported };
}

async function writeOutbox(dir: string, companyId?: number): Promise<number> {
  const files = await prisma.payoutFile.findMany({
    where: { kind: "remessa", status: "generated", ...(companyId !== undefined && { companyId }) },
    orderBy: { id: "asc" },
  });
  if (files.length === 0) return 0;
  await mkdir(dir, { recursive: true });
  for (const f of files) {
    const name = `pagamentos-${f.companyId}-${String(f.sequence).padStart(6, "0")}-${f.id}.rem`;
    const temporary = path.join(dir, `.${name}.partial`);
    await writeFile(temporary, Buffer.from(f.content, "latin1"));
    await rename(temporary, path.join(dir, name));
    await prisma.payoutFile.updateMany({ where: { id: f.id, status: "generated" }, data: { status: "written" } });
    logInfo("payout", `payment remessa written to the outbox`, { fileId: f.id, name });
  }
  return files.length;
}

// a retorno names the paying company in its header: imported for it (`only`: one company's files)
const readInbox = (dir: string, now: Date, only?: number) =>
  drainInbox({
    dir,
    variable: "PAYOUT_INBOX_DIR",
    area: "payout",
    loop: "payout-file-cycle",
    async importFile(content) {
      const document = parsePagamentosRetorno(content).company.document;
      const company = await prisma.company.findFirst({
        where: { documentNumber: { in: [document, document.replace(/^0+/, "")] } },
        select: { id: true },
      });
      if (!company) throw new ApiError("invalid_file", `No company has the document ${document} this retorno names`);
      if (only !== undefined && company.id !== only) return "leave";
      const result = await importPayoutRetorno({ companyId: company.id, content, now });
      return { imported: result.imported ? 1 : 0 };
    },
  });

/**
 * The cycle's loop on this process (instrumentation.ts): every minute, when either folder is set or
 * the sandbox bank answers the day's remessa at the cutoff.
 */
export function startPayoutFileCycle(pollMs = 60_000): PollingLoop | null {
  const { cutoff, outboxDir, inboxDir } = env.payoutCycle;
  if (!outboxDir && !inboxDir && !(cutoff && payoutRail().sandboxBank)) return null;
  return startPollingLoop({ name: "payout-file-cycle", pollMs, tick: () => runPayoutFileCycle().then(() => pollMs) });
}
