import "server-only";

import { splitFile } from "@/lib/formats/cnab240/fields";
import {
  buildPagamentosRemessa,
  type CnabBank,
  describePagamentoOccurrence,
  type PaymentOrder,
  paymentOrderProblem,
  splitOrdersByFile,
} from "@/lib/formats/cnab240/pagamentos";
import { type ParsedPagamento, parsePagamentosRetorno } from "@/lib/formats/cnab240/pagamentos-retorno";
import { todayInSaoPaulo } from "@/lib/formats/time";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { logInfo, logWarn } from "@/lib/platform/log";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { payoutRail } from "@/lib/rails";

import { type CnabFileMeta, fileSha256, importOnce, parseRetorno, toFileMeta } from "../bank-files/cnab-files";
import { failTransfer, failTransferIn } from "../transfers/fail-transfer";
import { settleTransferIn } from "../transfers/settle-transfer";
import { orderOf, payingAccountOf, type TransferForOrder, unfileableReason } from "./payment-order";

// The CNAB 240 payment files of a company's transfers (docs/rails.md, Payout rail): the remessa of
// every transfer the rail took since the last one, and the bank's retorno with each order's outcome,
// imported once and whole. The money of a transfer in a remessa stays held (in transit: it left the
// available balance at creation) until the retorno says paid (success: transferred) or rejected
// (failed: the amount and its fee back in the available balance).

/** `unknown`: orders left processing because the bank answered only with codes no table knows */
export type PayoutSummary = { paid: number; accepted: number; rejected: number; other: number; unknown: number };

export type PayoutFileMeta = CnabFileMeta<PayoutSummary>;
const toMeta = (f: Parameters<typeof toFileMeta>[0]): PayoutFileMeta => toFileMeta<PayoutSummary>(f);

function filesRail() {
  const rail = payoutRail();
  if (!rail.paymentFiles)
    throw new ApiError("invalid_state", "This instance's payout rail does not pay through CNAB 240 files");
  return { rail, ...rail.paymentFiles };
}

/**
 * POST /v1/payout-files/remessa: the payment remessa of every transfer the rail took and no remessa
 * carries yet, numbered after the paying account's last one (across companies) — two files where
 * the bank takes Pix orders only in a file of their own (Itaú, Bradesco); none (204) when nothing
 * waits. Transfers are taken with their rows
 * locked and a company's remessas are made one at a time, so each is in exactly one file. The
 * built-in bank (sandbox) answers at once with its retorno, imported like a bank's.
 */
export async function generatePayoutRemessa({
  companyId,
  now = new Date(),
  createdBefore,
}: {
  companyId: number;
  now?: Date;
  /** only transfers made before this instant (the day's cutoff: later ones wait for the next day) */
  createdBefore?: Date;
}): Promise<PayoutFileMeta[]> {
  const { rail, account, accountKey } = filesRail();
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { legalName: true, documentNumber: true },
  });
  const paying = payingAccountOf(account, company);
  const paymentDate = todayInSaoPaulo(now);
  const unfileable: { transferId: number; reason: string }[] = [];
  const made = await prisma.$transaction(async (tx) => {
    unfileable.length = 0;
    // a company's remessas one at a time, so each transfer is in one file
    await runSqlIn(tx, sql`SELECT 1 AS "locked" FROM (SELECT pg_advisory_xact_lock(30241, ${companyId}::int)) l`);
    const unfiled = await runSqlIn(
      tx,
      sql<TransferForOrder>`
        SELECT t."id", t."amount", t."type"::text AS "type", t."pixKey",
               r."legalName" AS "recipientName", r."documentNumber" AS "recipientDocument",
               b."bankCode", b."agency", b."agencyDigit", b."accountNumber", b."accountDigit", b."accountType",
               b."holderName", b."holderDocument"
          FROM "Transfer" t
          JOIN "Recipient" r ON r."id" = t."recipientId"
          LEFT JOIN "BankAccount" b ON b."id" = t."bankAccountId"
         WHERE t."companyId" = ${companyId} AND t."status" = 'processing' AND t."payoutFileId" IS NULL
           AND t."railSentAt" IS NOT NULL AND t."railProvider" = ${rail.provider}
           ${createdBefore ? sql`AND t."createdAt" < ${createdBefore}` : sql``}
         ORDER BY t."id"
           FOR UPDATE OF t`,
    );
    // an order the layout cannot carry (a transfer made before the check at creation, or a rule
    // the check did not know) is left out, to fail alone after this commit; the others are filed
    const orders: PaymentOrder[] = [];
    for (const t of unfiled) {
      const order = orderOf(t, paymentDate);
      const problem = paymentOrderProblem(paying, order);
      if (problem) unfileable.push({ transferId: t.id, reason: unfileableReason(problem, account.bank) });
      else orders.push(order);
    }
    if (orders.length === 0) return [];
    // the bank numbers the files of the paying account, whichever company's transfers they carry:
    // one number sequence per account across the instance, taken one file at a time (the company's
    // lock first, then the account's, always in this order)
    await runSqlIn(tx, sql`SELECT 1 AS "locked" FROM (SELECT pg_advisory_xact_lock(30242, hashtext(${accountKey}))) l`);
    const [{ last }] = await runSqlIn(
      tx,
      sql<{ last: number }>`SELECT COALESCE(MAX("sequence"), 0)::int AS "last" FROM "PayoutFile"
        WHERE "accountKey" = ${accountKey} AND "kind" = 'remessa'`,
    );
    const files = [];
    let sequence = last;
    for (const group of splitOrdersByFile(account.bank, orders)) {
      sequence++;
      const content = buildPagamentosRemessa({ account: paying, sequence, createdAt: now, orders: group.orders });
      const file = await tx.payoutFile.create({
        data: {
          companyId,
          kind: "remessa",
          accountKey,
          sequence,
          status: rail.sandboxBank ? "sent" : "generated",
          recordCount: splitFile(content).length,
          content,
          sha256: fileSha256(content),
          createdAt: now,
        },
      });
      await tx.transfer.updateMany({
        where: { id: { in: group.orders.map((o) => Number(o.ourNumber)) } },
        data: { payoutFileId: file.id },
      });
      files.push({ file, orders: group.orders });
    }
    return files;
  });
  for (const { file } of made)
    logInfo("payout", `payment remessa ${file.sequence} generated`, { companyId, fileId: file.id });
  // in their own commits, recipient before transfer (the one lock order, docs/money.md "Locks")
  for (const { transferId, reason } of unfileable) {
    logWarn("payout", `transfer left out of the payment remessa: ${reason}`, { companyId, transferId });
    try {
      await failTransfer({ companyId, transferId, reason, now });
    } catch (error) {
      // settled or failed meanwhile: nothing left to undo
      if (!(error instanceof ApiError && error.code === "invalid_state")) throw error;
    }
  }
  // the built-in bank answers at once (a bank answers later the same day or the next)
  if (rail.sandboxBank)
    for (const { orders } of made)
      await importPayoutRetorno({
        companyId,
        content: rail.sandboxBank.answer(orders, {
          account: paying,
          sequence: await nextRetornoSequence(companyId),
          now,
        }),
        now,
      });
  return made.map(({ file }) => toMeta(file));
}

async function nextRetornoSequence(companyId: number): Promise<number> {
  const last = await prisma.payoutFile.aggregate({ where: { companyId, kind: "retorno" }, _max: { sequence: true } });
  return (last._max.sequence ?? 0) + 1;
}

/**
 * POST /v1/payout-files/retorno: the bank's retorno, read whole and applied in one database
 * transaction — paid: the transfer is `success` with the bank's authentication; accepted or
 * scheduled: still `processing`; rejected: `failed` with the bank's reason, its amount and fee back
 * in the balance in the same commit — or refused whole with 422 `invalid_file` (`details.line`,
 * `details.field`). The same file again answers the earlier import (`imported: false`).
 */
export async function importPayoutRetorno({
  companyId,
  content,
  now = new Date(),
}: {
  companyId: number;
  content: string;
  now?: Date;
}): Promise<{ imported: boolean; file: PayoutFileMeta }> {
  const { account, accountKey } = filesRail();
  const hash = fileSha256(content);
  const { imported, file } = await importOnce(
    () => prisma.payoutFile.findFirst({ where: { companyId, kind: "retorno", sha256: hash } }),
    async () => {
      const parsed = parseRetorno("payment retorno", () => parsePagamentosRetorno(content));
      if (parsed.bank !== account.bank)
        throw new ApiError(
          "invalid_file",
          `This retorno is of bank ${parsed.bank}: not this instance's paying account (bank ${account.bank})`,
          { line: 1, field: "bank" },
        );
      const stored = await prisma.$transaction(async (tx) => {
        const summary: PayoutSummary = { paid: 0, accepted: 0, rejected: 0, other: 0, unknown: 0 };
        const row = await tx.payoutFile.create({
          data: {
            companyId,
            kind: "retorno",
            accountKey,
            sequence: parsed.sequence,
            status: "imported",
            recordCount: splitFile(content).length,
            content,
            sha256: hash,
            createdAt: now,
          },
        });
        for (const o of parsed.orders) await applyOrder(tx, { companyId, bank: account.bank, order: o, summary, now });
        return tx.payoutFile.update({ where: { id: row.id }, data: { summary } });
      });
      logInfo("payout", `payment retorno ${stored.sequence} imported`, {
        companyId,
        fileId: stored.id,
        summary: stored.summary,
      });
      return stored;
    },
  );
  return { imported, file: toMeta(file) };
}

/** What one order of a payment retorno does to its transfer, in the import's database transaction. */
async function applyOrder(
  tx: Tx,
  {
    companyId,
    bank,
    order: o,
    summary,
    now,
  }: { companyId: number; bank: CnabBank; order: ParsedPagamento; summary: PayoutSummary; now: Date },
) {
  const transferId = Number(o.ourNumber);
  const t = Number.isSafeInteger(transferId)
    ? await tx.transfer.findFirst({
        where: { id: transferId, companyId, payoutFileId: { not: null } },
        select: { id: true, status: true },
      })
    : null;
  if (!t)
    throw new ApiError("invalid_file", `Line ${o.line}: no transfer of this company was sent as ${o.ourNumber}`, {
      line: o.line,
      field: "ourNumber",
    });
  // a code no table of this bank knows is never guessed at: logged with the transfer, and counted
  // when it is all the bank said (the transfer stays processing until a retorno it can read)
  const unknown = o.occurrences.filter((code) => !describePagamentoOccurrence(bank, code));
  if (unknown.length > 0)
    logWarn("payout", `payment retorno line ${o.line}: unknown occurrence code ${unknown.join(", ")}`, {
      companyId,
      transferId,
      bank,
      occurrences: o.occurrences.join(","),
    });
  if (t.status === "processing" && o.kind === "other" && unknown.length > 0) {
    summary.unknown++;
    return;
  }
  if (t.status !== "processing" || o.kind === "accepted" || o.kind === "scheduled" || o.kind === "other") {
    if (o.kind === "accepted" || o.kind === "scheduled") summary.accepted++;
    else summary.other++;
    return;
  }
  if (o.kind === "paid") {
    summary.paid++;
    await settleTransferIn(tx, {
      companyId,
      transferId,
      now: o.effectiveDate ? new Date(`${o.effectiveDate}T12:00:00-03:00`) : now,
      bankAuthentication: o.bankAuthentication ?? null,
    });
  } else {
    summary.rejected++;
    await failTransferIn(tx, { companyId, transferId, reason: o.reasonText || o.occurrences.join(","), now });
  }
}

/** GET /v1/payout-files: the company's payment files, newest first. */
export async function listPayoutFiles({ companyId, limit = 50 }: { companyId: number; limit?: number }) {
  const rows = await prisma.payoutFile.findMany({
    where: { companyId },
    orderBy: { id: "desc" },
    take: limit,
    select: { id: true, kind: true, sequence: true, status: true, recordCount: true, createdAt: true, summary: true },
  });
  return rows.map(toMeta);
}

/** GET /v1/payout-files/{id}: the file byte for byte. */
export async function getPayoutFile({ companyId, fileId }: { companyId: number; fileId: number }) {
  const row = await prisma.payoutFile.findFirst({ where: { id: fileId, companyId } });
  if (!row) throw notFound("payout_file");
  const name = `pagamentos-${row.kind}-${String(row.sequence).padStart(6, "0")}-${row.id}.${row.kind === "remessa" ? "rem" : "ret"}`;
  return { meta: toMeta(row), content: row.content, name };
}

/** The largest payment retorno accepted. */
export const MAX_PAYOUT_RETORNO_BYTES = 20_000_000;
