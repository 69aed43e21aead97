import { z } from "zod";

import { commaList, idParam, orNull, pagingQuery, timestamp } from "./common";

// Disputes (docs/money.md, "Disputes"): a payer's contestation of a paid transaction, the amount
// held while it is open, the merchant's evidence and the verdict.
export const disputeStatuses = ["open", "won", "lost"] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** At most this many files per evidence, each at most this many bytes, of these types (read from
 * their first bytes, never from the name or the type the browser claims). */
export const MAX_EVIDENCE_FILES = 5;
export const MAX_EVIDENCE_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_EVIDENCE_TEXT = 20_000;
export const evidenceFileTypes = ["application/pdf", "image/png", "image/jpeg"] as const;
export type EvidenceFileType = (typeof evidenceFileTypes)[number];

export const listDisputesQuerySchema = z.object({
  status: commaList(z.enum(disputeStatuses)).optional(),
  transactionId: idParam.optional(),
  ...pagingQuery,
});
export type ListDisputesQuery = z.infer<typeof listDisputesQuerySchema>;

export const evidenceTextSchema = z
  .string()
  .trim()
  .min(1, "write what answers the dispute")
  .max(MAX_EVIDENCE_TEXT, `must be at most ${MAX_EVIDENCE_TEXT} characters`)
  .refine((s) => !s.includes("\u0000"), "may not contain NUL characters");

export const EvidenceFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contentType: z.enum(evidenceFileTypes),
    size: z.number().int().meta({ description: "bytes" }),
    sha256: z.string(),
    url: z.string().meta({ description: "GET it with the company's credentials" }),
    createdAt: timestamp,
  })
  .meta({ id: "DisputeEvidenceFile" });

export const DisputeSchema = z
  .object({
    object: z.literal("dispute"),
    id: z.number().int(),
    transactionId: z.number().int(),
    paymentMethod: z.enum(["credit_card", "pix", "boleto"]),
    customer: z.object({ name: z.string(), email: z.string() }),
    status: z.enum(disputeStatuses),
    reason: z.enum(["dispute", "chargeback"]).meta({
      description: "`dispute`: opened and answerable; `chargeback`: charged back with nothing to answer",
    }),
    amount: z.number().int().meta({ description: "cents held while open (paid and not refunded)" }),
    responseDueAt: timestamp.meta({ description: "evidence is accepted until then" }),
    evidence: orNull(
      z.object({
        text: z.string(),
        submittedAt: timestamp,
        files: z.array(EvidenceFileSchema),
      }),
    ),
    closedAt: orNull(timestamp),
    createdAt: timestamp,
  })
  .meta({ id: "Dispute" });
export type Dispute = z.infer<typeof DisputeSchema>;
