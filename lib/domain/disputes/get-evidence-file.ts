import "server-only";

import { notFound } from "@/lib/platform/errors";
import { runSql, sql } from "@/lib/platform/sql";

/** One evidence file's bytes, only for the dispute's own company (any other: 404). */
export async function getEvidenceFile({
  companyId,
  disputeId,
  fileId,
}: {
  companyId: number;
  disputeId: number;
  fileId: number;
}) {
  // read as base64 text, as it was written (submit-evidence.ts)
  const [file] = await runSql(
    sql<{ name: string; contentType: string; size: number; sha256: string; data: string }>`
    SELECT f."name", f."contentType", f."size", f."sha256", encode(f."data", 'base64') AS "data"
    FROM "DisputeEvidenceFile" f JOIN "Dispute" d ON d."id" = f."disputeId"
    WHERE f."id" = ${fileId} AND f."disputeId" = ${disputeId} AND d."companyId" = ${companyId}`,
  );
  if (!file) throw notFound("file");
  return { ...file, data: Buffer.from(file.data, "base64") };
}
