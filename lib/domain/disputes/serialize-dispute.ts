import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import type { Dispute, EvidenceFileType } from "@/lib/schemas/disputes";

// What a Dispute is read with: its transaction's method and payer, its files without their bytes.
export const disputeInclude = {
  transaction: { select: { paymentMethod: true, customerName: true, customerEmail: true } },
  files: {
    select: { id: true, name: true, contentType: true, size: true, sha256: true, createdAt: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.DisputeInclude;
type Row = Prisma.DisputeGetPayload<{ include: typeof disputeInclude }>;

// The public Dispute: an explicit mapper, so a new column never leaks.
export function toDispute(d: Row): Dispute {
  return {
    object: "dispute",
    id: d.id,
    transactionId: d.transactionId,
    paymentMethod: d.transaction.paymentMethod,
    customer: { name: d.transaction.customerName, email: d.transaction.customerEmail },
    status: d.status,
    reason: d.reason === "chargeback" ? "chargeback" : "dispute",
    amount: d.amount,
    responseDueAt: d.responseDueAt.toISOString(),
    evidence:
      d.evidenceSubmittedAt && d.evidenceText !== null
        ? {
            text: d.evidenceText,
            submittedAt: d.evidenceSubmittedAt.toISOString(),
            files: d.files.map((f) => ({
              id: f.id,
              name: f.name,
              contentType: f.contentType as EvidenceFileType,
              size: f.size,
              sha256: f.sha256,
              url: `/v1/disputes/${d.id}/evidence/files/${f.id}`,
              createdAt: f.createdAt.toISOString(),
            })),
          }
        : null,
    closedAt: d.closedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}
