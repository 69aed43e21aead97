import "server-only";

import { buildCobrancaRemessa, parseCobrancaRetorno, type RemessaEntry } from "@/lib/formats/cnab240/cobranca";
import { splitFile } from "@/lib/formats/cnab240/fields";
import { dayOf } from "@/lib/formats/time";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { logInfo, logWarn } from "@/lib/platform/log";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { boletoRail } from "@/lib/rails";
import type { Beneficiary } from "@/lib/rails/boleto/port";

import { type CnabFileMeta, fileSha256, importOnce, parseRetorno, toFileMeta } from "../bank-files/cnab-files";
import { removeExpiredPixCharges } from "../transactions/remove-expired-pix-charges";
import { applyOccurrence, emptySummary, type ImportSummary } from "./apply-occurrence";

// The CNAB 240 files of a company's boletos (docs/rails.md, Boleto rail): the remessa Colmeia writes
// of every movement since the last one (register, cancel, change due date), and the retorno the bank
// answers, imported once and whole.

export type BoletoFileMeta = CnabFileMeta<ImportSummary>;
const toMeta = (f: Parameters<typeof toFileMeta>[0]): BoletoFileMeta => {
  const meta = toFileMeta<ImportSummary>(f);
  // retornos imported before the skipped lines were counted had none
  return meta.summary ? { ...meta, summary: { ...emptySummary(), ...meta.summary } } : meta;
};

async function beneficiaryOf(db: Tx | typeof prisma, companyId: number): Promise<Beneficiary> {
  const c = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { legalName: true, documentNumber: true },
  });
  return {
    name: c.legalName,
    documentType: c.documentNumber.length === 11 ? "cpf" : "cnpj",
    document: c.documentNumber,
  };
}

type PendingRow = {
  id: number;
  kind: RemessaEntry["movement"];
  dueDate: string | null;
  transactionId: number;
  sequence: string;
  amount: number;
  boleto: { expirationDate: string; fine?: Fine; interest?: Interest; discount?: Discount } | null;
  customerName: string;
  customerDocument: string;
  address: {
    street?: string;
    streetNumber?: string;
    neighborhood?: string;
    zipCode?: string;
    city?: string;
    state?: string;
  } | null;
  createdAt: string;
};
type Fine = { amount?: number; percentage?: number };
type Interest = { amountPerDay?: number; monthlyPercentage?: number };
type Discount = { amount?: number; percentage?: number; until: string };

const hundredths = (p: number) => Math.round(p * 100);

function entryOf(r: PendingRow): RemessaEntry {
  const b = r.boleto;
  const a = r.address;
  return {
    movement: r.kind,
    nossoNumero: r.sequence,
    documentNumber: String(r.transactionId),
    issueDate: dayOf(new Date(r.createdAt)),
    dueDate: r.dueDate ?? b?.expirationDate ?? dayOf(new Date(r.createdAt)),
    amount: r.amount,
    payer: {
      name: r.customerName,
      documentType: r.customerDocument.length === 14 ? "cnpj" : "cpf",
      document: r.customerDocument,
      ...(a?.zipCode &&
        a.street &&
        a.city &&
        a.state && {
          address: {
            street: a.street,
            number: a.streetNumber,
            neighborhood: a.neighborhood,
            zipCode: a.zipCode,
            city: a.city,
            state: a.state,
          },
        }),
    },
    ...(b?.interest && {
      interest:
        b.interest.amountPerDay !== undefined
          ? { kind: "amount_per_day" as const, amount: b.interest.amountPerDay }
          : { kind: "monthly_percentage" as const, hundredths: hundredths(b.interest.monthlyPercentage!) },
    }),
    ...(b?.fine && {
      fine:
        b.fine.amount !== undefined
          ? { kind: "amount" as const, amount: b.fine.amount }
          : { kind: "percentage" as const, hundredths: hundredths(b.fine.percentage!) },
    }),
    ...(b?.discount && {
      discount:
        b.discount.amount !== undefined
          ? { kind: "amount" as const, amount: b.discount.amount }
          : { kind: "percentage" as const, hundredths: hundredths(b.discount.percentage!) },
      discountUntil: b.discount.until,
    }),
  };
}

/**
 * POST /v1/boleto-files/remessa: one CNAB 240 remessa of every movement of the company's boletos not
 * yet in a file, numbered after the agreement's last remessa (of any company: the bank numbers them
 * per convênio); null when there is none (204). Movements are taken with their rows locked and the
 * company's remessas are made one at a time, so a movement is in exactly one file. The built-in
 * bank answers it at once with a retorno, imported like a bank's.
 */
export async function generateRemessa({ companyId, now = new Date() }: { companyId: number; now?: Date }) {
  const rail = boletoRail();
  const beneficiary = await beneficiaryOf(prisma, companyId);
  const file = await prisma.$transaction(async (tx) => {
    await runSqlIn(tx, sql`SELECT 1 AS "locked" FROM (SELECT pg_advisory_xact_lock(30240, ${companyId}::int)) l`);
    const pending = await runSqlIn(
      tx,
      sql<PendingRow>`
        SELECT m."id", m."kind", m."dueDate", t."id" AS "transactionId", bt."sequence"::text AS "sequence", t."amount",
               t."boleto", t."customerName", t."customerDocument", t."address", t."createdAt"
          FROM "BoletoMovement" m
          JOIN "BoletoTitle" bt ON bt."transactionId" = m."transactionId"
          JOIN "Transaction" t ON t."id" = m."transactionId"
         WHERE m."companyId" = ${companyId} AND m."fileId" IS NULL AND bt."agreementKey" = ${rail.agreementKey}
         ORDER BY m."id"
           FOR UPDATE OF m`,
    );
    if (pending.length === 0) return null;
    // the bank numbers remessas per agreement, whichever company's they are: the agreement's counter
    // row stays locked until this commit, so numbers are unique, in order and gapless across
    // companies and instances
    const [{ next }] = await runSqlIn(
      tx,
      sql<{ next: number }>`
        INSERT INTO "BoletoRemessaSequence" ("agreementKey", "last") VALUES (${rail.agreementKey}, 1)
        ON CONFLICT ("agreementKey") DO UPDATE SET "last" = "BoletoRemessaSequence"."last" + 1
        RETURNING "last" AS "next"`,
    );
    const content = buildCobrancaRemessa({
      agreement: { ...rail.agreement, beneficiary },
      sequence: next,
      createdAt: now,
      entries: pending.map(entryOf),
    });
    const row = await tx.boletoFile.create({
      data: {
        companyId,
        kind: "remessa",
        agreementKey: rail.agreementKey,
        sequence: next,
        status: rail.sandboxBank ? "sent" : "generated",
        recordCount: splitFile(content).length,
        content,
        sha256: fileSha256(content),
        createdAt: now,
      },
    });
    await tx.boletoMovement.updateMany({ where: { id: { in: pending.map((p) => p.id) } }, data: { fileId: row.id } });
    return row;
  });
  if (!file) return null;
  logInfo("boleto", `remessa ${file.sequence} generated`, { companyId, fileId: file.id, records: file.recordCount });
  // the built-in bank answers at once (a bank answers the next business day)
  if (rail.sandboxBank)
    await importRetorno({
      companyId,
      content: rail.sandboxBank.answerRemessa(file.content, { sequence: await nextRetornoSequence(), now }),
      now,
    });
  return toMeta(file);
}

/** The sequence the built-in bank gives its next retorno (a bank numbers them per agreement too). */
export async function nextRetornoSequence(): Promise<number> {
  const last = await prisma.boletoFile.aggregate({
    where: { agreementKey: boletoRail().agreementKey, kind: "retorno" },
    _max: { sequence: true },
  });
  return (last._max.sequence ?? 0) + 1;
}

/**
 * A retorno read whole: its lines parsed and its totals checked against its trailers, of this
 * instance's agreement — or 422 `invalid_file` naming the 1-based `line` and the `field`.
 */
function readRetorno(content: string) {
  const parsed = parseRetorno("retorno", () => parseCobrancaRetorno(content));
  const a = boletoRail().agreement;
  if (
    parsed.bank !== a.bank ||
    Number(parsed.agreement.account) !== Number(a.account) ||
    Number(parsed.agreement.agency) !== Number(a.agency)
  )
    throw new ApiError(
      "invalid_file",
      `This retorno is of bank ${parsed.bank}, agency ${parsed.agreement.agency}, account ${parsed.agreement.account}: not this instance's agreement (bank ${a.bank}, agency ${a.agency}, account ${a.account})`,
      { line: 1, field: "agreement" },
    );
  return parsed;
}

/**
 * The companies that own a title a retorno names (BOLETO_INBOX_DIR imports it for each), in id
 * order; 422 `invalid_file` when the file is not a retorno of this agreement.
 */
export async function companiesInRetorno(content: string): Promise<number[]> {
  const parsed = readRetorno(content);
  const sequences = [...new Set(parsed.occurrences.map((o) => o.nossoNumero))].map(BigInt);
  if (sequences.length === 0) return [];
  const owners = await prisma.boletoTitle.findMany({
    where: { agreementKey: boletoRail().agreementKey, sequence: { in: sequences } },
    distinct: ["companyId"],
    select: { companyId: true },
    orderBy: { companyId: "asc" },
  });
  return owners.map((o) => o.companyId);
}

/** Lines of titles no company knows, logged one by one up to this many per import. */
const UNKNOWN_LINES_LOGGED = 20;

/**
 * POST /v1/boleto-files/retorno: a bank's retorno, read whole, and the lines of this company's
 * titles applied in one database transaction (entries confirmed or rejected, payments, write-offs).
 * One agreement serves every company of the instance, so a bank's retorno mixes their titles: the
 * lines of another company's titles are left to that company's import and only counted
 * (`otherCompanies`), and lines whose nosso número no company has (a title made outside Colmeia on
 * the same convênio) are counted (`unknown`) and logged with their line. A file that is not a valid
 * retorno of the agreement is refused whole with 422 `invalid_file` naming the 1-based `line` and
 * the `field`. The same file again from the same company changes nothing and answers its earlier
 * import (`imported: false`); each company imports a shared file once.
 */
export async function importRetorno({
  companyId,
  content,
  now = new Date(),
}: {
  companyId: number;
  content: string;
  now?: Date;
}): Promise<{ imported: boolean; file: BoletoFileMeta }> {
  const rail = boletoRail();
  const hash = fileSha256(content);
  const { imported, file } = await importOnce(
    () => prisma.boletoFile.findFirst({ where: { companyId, kind: "retorno", sha256: hash } }),
    async () => {
      const parsed = readRetorno(content);
      const pixToRemove: string[] = [];
      const unknown: { line: number; nossoNumero: string }[] = [];
      const stored = await prisma.$transaction(async (tx) => {
        pixToRemove.length = 0;
        unknown.length = 0;
        const summary = emptySummary();
        const row = await tx.boletoFile.create({
          data: {
            companyId,
            kind: "retorno",
            agreementKey: rail.agreementKey,
            sequence: parsed.sequence,
            status: "imported",
            recordCount: splitFile(content).length,
            content,
            sha256: hash,
            createdAt: now,
          },
        });
        for (const o of parsed.occurrences) {
          const title = await tx.boletoTitle.findUnique({
            where: { agreementKey_sequence: { agreementKey: rail.agreementKey, sequence: BigInt(o.nossoNumero) } },
          });
          if (!title) {
            summary.unknown++;
            unknown.push({ line: o.line, nossoNumero: o.nossoNumero });
          } else if (title.companyId !== companyId) summary.otherCompanies++;
          else await applyOccurrence(tx, { title, occurrence: o, summary, now, pixToRemove });
        }
        return tx.boletoFile.update({ where: { id: row.id }, data: { summary } });
      });
      for (const u of unknown.slice(0, UNKNOWN_LINES_LOGGED))
        logWarn("boleto", `retorno line ${u.line}: no boleto of this instance has nosso número ${u.nossoNumero}`, {
          companyId,
          fileId: stored.id,
          line: u.line,
        });
      if (unknown.length > UNKNOWN_LINES_LOGGED)
        logWarn(
          "boleto",
          `retorno: ${unknown.length - UNKNOWN_LINES_LOGGED} more lines name no boleto of this instance`,
          {
            companyId,
            fileId: stored.id,
          },
        );
      logInfo("boleto", `retorno ${stored.sequence} imported`, {
        companyId,
        fileId: stored.id,
        summary: stored.summary,
      });
      // boletos híbridos settled or written off by the bank: their Pix can no longer be paid
      await removeExpiredPixCharges(pixToRemove, "cobv");
      return stored;
    },
  );
  return { imported, file: toMeta(file) };
}

/** GET /v1/boleto-files: the company's files, newest first. */
export async function listBoletoFiles({ companyId, limit = 50 }: { companyId: number; limit?: number }) {
  const rows = await prisma.boletoFile.findMany({
    where: { companyId },
    orderBy: { id: "desc" },
    take: limit,
    select: { id: true, kind: true, sequence: true, status: true, recordCount: true, createdAt: true, summary: true },
  });
  return rows.map(toMeta);
}

/** GET /v1/boleto-files/{id}: the file as generated or received, byte for byte. */
export async function getBoletoFile({ companyId, fileId }: { companyId: number; fileId: number }) {
  const row = await prisma.boletoFile.findFirst({ where: { id: fileId, companyId } });
  if (!row) throw notFound("boleto_file");
  return { meta: toMeta(row), content: row.content, name: fileName(row) };
}

const fileName = (f: { kind: string; sequence: number; id: number }) =>
  `${f.kind === "remessa" ? "remessa" : "retorno"}-${String(f.sequence).padStart(6, "0")}-${f.id}.rem`.replace(
    /\.rem$/,
    f.kind === "remessa" ? ".rem" : ".ret",
  );

/** The largest retorno accepted: about 40,000 boletos' occurrences. */
export const MAX_RETORNO_BYTES = 20_000_000;
