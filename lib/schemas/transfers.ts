import { z } from "zod";
import { commaList, httpUrl, idParam, pagingQuery, positiveCents, queryDate, timestamp } from "./common";

export const transferStatuses = ["processing", "transferred", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

// Money leaves to the recipient's bank account (bankAccountId, default its latest) or to a Pix key.
export const createTransferSchema = z
  .object({
    recipientId: idParam.optional(),
    amount: positiveCents,
    description: z.string().trim().max(255).optional(),
    bankAccountId: idParam.optional(),
    pixKey: z.string().trim().min(1).max(77, "must have at most 77 characters").optional(),
    postbackUrl: httpUrl.optional(),
  })
  .refine((t) => !(t.bankAccountId && t.pixKey), { path: ["pixKey"], message: "send either bankAccountId or pixKey, not both" });

export type CreateTransferInput = z.infer<typeof createTransferSchema>;

export const listTransfersQuerySchema = z.object({
  status: commaList(z.enum(transferStatuses)).optional(),
  recipientId: idParam.optional(),
  createdFrom: queryDate.optional(),
  createdTo: queryDate.optional(),
  ...pagingQuery,
});

export type ListTransfersQuery = z.infer<typeof listTransfersQuerySchema>;

// Sandbox: POST /v1/transfers/{id}/sandbox/fail
export const failTransferSchema = z.object({ reason: z.string().trim().min(1).max(255).optional() });

export const TransferSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  recipientId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(transferStatuses),
  description: z.string().nullable(),
  bankAccountId: z.number().int().nullable(),
  pixKey: z.string().nullable(),
  postbackUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  transferredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
}).meta({ id: "Transfer" });
