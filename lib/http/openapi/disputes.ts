import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import {
  DisputeSchema,
  evidenceTextSchema,
  listDisputesQuerySchema,
  MAX_EVIDENCE_FILE_BYTES,
  MAX_EVIDENCE_FILES,
} from "@/lib/schemas/disputes";

import { addOperation, pathId, pathIds } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Disputes";

const dispute = {
  object: "dispute",
  id: 77,
  transactionId: 1290,
  paymentMethod: "credit_card",
  customer: { name: "Maria Souza", email: "maria@example.com" },
  status: "won",
  reason: "dispute",
  amount: 15000,
  responseDueAt: "2026-03-21T13:45:00.000Z",
  evidence: {
    text: "Entregue em 12/03 (rastreio AA123456789BR), assinado pela compradora.",
    submittedAt: "2026-03-16T09:12:00.000Z",
    files: [
      {
        id: 5,
        name: "comprovante-entrega.pdf",
        contentType: "application/pdf",
        size: 48211,
        sha256: "9f2c5e0b7a41d0c3c4e2b1a0f9e8d7c6b5a4938271605f4e3d2c1b0a99887766",
        url: "/v1/disputes/77/evidence/files/5",
        createdAt: "2026-03-16T09:12:00.000Z",
      },
    ],
  },
  closedAt: "2026-03-16T09:12:00.000Z",
  createdAt: "2026-03-14T13:45:00.000Z",
} as const;

addOperation(registry, {
  method: "get",
  path: "/v1/disputes",
  operationId: "listDisputes",
  tag,
  summary: "List disputes",
  description:
    "The company's disputes, newest first: `open` (the amount held, answer before `responseDueAt`), `won` (paid again, the hold given back), `lost` (charged back). `reason` `chargeback` marks one charged back with nothing to answer.",
  query: listDisputesQuerySchema,
  ok: { schema: DisputeSchema, description: "The page, as a bare array.", example: dispute, list: true },
});

addOperation(registry, {
  method: "get",
  path: "/v1/disputes/{disputeId}",
  operationId: "getDispute",
  tag,
  params: pathId("disputeId", "Dispute id"),
  summary: "Get a dispute",
  ok: { schema: DisputeSchema, description: "The dispute and its evidence.", example: dispute },
});

addOperation(registry, {
  method: "post",
  path: "/v1/disputes/{disputeId}/evidence",
  operationId: "submitDisputeEvidence",
  tag,
  params: pathId("disputeId", "Dispute id"),
  summary: "Submit evidence",
  description: `Answers an open dispute, once, before \`responseDueAt\`: \`text\` and up to ${MAX_EVIDENCE_FILES} \`files\` (PDF, PNG or JPEG as their bytes show, ${MAX_EVIDENCE_FILE_BYTES / 1_048_576} MB each) as multipart/form-data, or JSON \`{ "text": … }\` alone. Files are kept with the dispute and served only to the company. In the sandbox the evidence decides at once: text containing \`losing_evidence\` loses; otherwise evidence with at least one file wins and text alone loses. In production the dispute stays open until the acquirer decides. 422 \`invalid_state\`: not open, already answered, or past the deadline. A dispute left unanswered past its deadline is lost.`,
  body: {
    schema: z.object({ text: evidenceTextSchema }),
    example: { text: "Entregue em 12/03 (rastreio AA123456789BR), assinado pela compradora." },
    multipart: z.object({
      text: evidenceTextSchema,
      files: z
        .array(z.string().meta({ format: "binary" }))
        .max(MAX_EVIDENCE_FILES)
        .optional(),
    }),
  },
  ok: {
    schema: DisputeSchema,
    description: "The dispute, with its evidence (and, in the sandbox, its verdict).",
    example: dispute,
  },
  errors: [404, 413, 422],
});

addOperation(registry, {
  method: "get",
  path: "/v1/disputes/{disputeId}/evidence/files/{fileId}",
  operationId: "getDisputeEvidenceFile",
  tag,
  params: pathIds(["disputeId", "Dispute id"], ["fileId", "File id"]),
  summary: "Download an evidence file",
  ok: {
    files: ["application/pdf", "image/png", "image/jpeg"],
    description: "The file's bytes as submitted (Content-Disposition: attachment; Cache-Control: private, no-store).",
  },
});
