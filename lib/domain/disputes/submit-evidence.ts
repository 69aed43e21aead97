import "server-only";

import { createHash } from "node:crypto";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { lockTransaction } from "@/lib/domain/transactions/lock-transaction";
import { winDispute } from "@/lib/domain/transactions/win-dispute";
import { prisma, type Tx } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError, notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { EvidenceFileType } from "@/lib/schemas/disputes";

import { disputeInclude, toDispute } from "./serialize-dispute";

export type EvidenceFile = { name: string; contentType: EvidenceFileType; data: Uint8Array };

/**
 * The sandbox's verdict on evidence (docs/money.md, "Disputes"): text that says `losing_evidence`
 * loses; otherwise evidence with at least one file wins and text alone loses — an acquirer decides
 * on documents, not on the merchant's word.
 */
export function sandboxVerdict(text: string, fileCount: number): "won" | "lost" {
  if (/losing_evidence/i.test(text)) return "lost";
  return fileCount > 0 ? "won" : "lost";
}

// POST /v1/disputes/{id}/evidence: the merchant's one answer to an open dispute, before its
// deadline — text and up to five files, kept with the dispute. The dispute row is locked, so two
// answers at once store one and refuse the other. In the sandbox the evidence is judged at once by
// sandboxVerdict and the dispute is won or lost in the same database transaction; in production it
// stays open until the acquirer decides. Locks in the one order (docs/money.md, "Locks"): the
// disputed transaction's recipients and row, then the dispute row — the verdict moves their money.
export async function submitEvidence({
  companyId,
  disputeId,
  text,
  files,
  audit,
}: {
  companyId: number;
  disputeId: number;
  text: string;
  files: EvidenceFile[];
  audit: AuditBy;
}) {
  return prisma.$transaction(async (tx) => {
    const of = await tx.dispute.findFirst({ where: { id: disputeId, companyId }, select: { transactionId: true } });
    if (!of) throw notFound("dispute");
    await lockTransaction(tx, companyId, of.transactionId);
    const dispute = await lockDispute(tx, companyId, disputeId);
    if (dispute.status !== "open")
      throw new ApiError("invalid_state", `Only an open dispute takes evidence (this one is ${dispute.status})`, {
        status: dispute.status,
      });
    if (dispute.evidenceSubmittedAt)
      throw new ApiError("invalid_state", "This dispute's evidence was already submitted", { status: "open" });
    const now = new Date();
    if (dispute.responseDueAt <= now)
      throw new ApiError("invalid_state", "The deadline to answer this dispute has passed", {
        responseDueAt: dispute.responseDueAt.toISOString(),
      });
    await tx.dispute.update({ where: { id: disputeId }, data: { evidenceText: text, evidenceSubmittedAt: now } });
    // bytes go in as base64 text decoded by the database: one spelling both drivers carry the same way
    for (const file of files) {
      const data = Buffer.from(file.data);
      const sha256 = createHash("sha256").update(data).digest("hex");
      await runSqlIn(
        tx,
        sql`INSERT INTO "DisputeEvidenceFile" ("disputeId", "name", "contentType", "size", "sha256", "data")
        VALUES (${disputeId}, ${file.name}, ${file.contentType}, ${data.byteLength}, ${sha256}, decode(${data.toString("base64")}, 'base64'))`,
      );
    }
    await recordAudit(tx, {
      companyId,
      ...audit,
      action: "dispute.evidence",
      objectType: "dispute",
      objectId: disputeId,
      before: null,
      after: { files: files.map((f) => ({ name: f.name, size: f.data.byteLength })), textLength: text.length },
    });
    if (env.isSandbox) {
      const decide = sandboxVerdict(text, files.length) === "won" ? winDispute : chargebackTransaction;
      await decide({ companyId, transactionId: dispute.transactionId, tx });
    }
    return toDispute(await tx.dispute.findUniqueOrThrow({ where: { id: disputeId }, include: disputeInclude }));
  });
}

type LockedDispute = {
  id: number;
  transactionId: number;
  status: "open" | "won" | "lost";
  responseDueAt: Date;
  evidenceSubmittedAt: Date | null;
};

async function lockDispute(tx: Tx, companyId: number, disputeId: number): Promise<LockedDispute> {
  const rows = await runSqlIn(
    tx,
    sql<LockedDispute>`
    SELECT "id", "transactionId", "status"::text AS "status", "responseDueAt", "evidenceSubmittedAt"
    FROM "Dispute" WHERE "id" = ${disputeId} AND "companyId" = ${companyId} FOR UPDATE`,
  );
  if (!rows[0]) throw notFound("dispute");
  return rows[0];
}
