import { z } from "zod";

import { RecipientBankAccountSchema, recipientBankAccountSchema } from "./bank-accounts";
import { commaList, httpUrl, idParam, pagingQuery, positiveCents, queryDate, timestamp } from "./common";
import { pixKeySchema } from "./pix-keys";

// processing on creation (seed spec), then the official clients' words: success or failed.
export const transferStatuses = ["processing", "success", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const transferTypes = ["bank_account", "pix"] as const;
export type TransferType = (typeof transferTypes)[number];

// The fields that say where the money goes: at most one of them per transfer.
export const transferDestinations = ["bankAccount", "bankAccountId", "pixKey"] as const;

// Any other field whose name speaks of a destination (a bank, an account, a Pix key, a beneficiary…)
// is refused rather than dropped: dropping it would send the money somewhere the client did not
// mean (docs/api.md, Errors). snake_case arrives camelCased (lib/http/parse.ts), so one spelling is checked.
const DESTINATION_LIKE = /bank|account|agency|pix|destination|beneficiar|payee|iban|ispb|branch/i;

// Free-form client data echoed back: flat keys with short scalar values.
export const transferMetadataSchema = z
  .record(z.string().min(1).max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((m) => Object.keys(m).length <= 50, "must have at most 50 keys");

const createTransferFields = {
  recipientId: idParam,
  amount: positiveCents,
  description: z.string().trim().max(255).optional(),
  // the recipient's stored account with these numbers, or a new account of that recipient
  bankAccount: recipientBankAccountSchema.optional(),
  bankAccountId: idParam.optional(),
  // a CPF, CNPJ, e-mail, +55 phone or random key, checked by type and stored normalised
  pixKey: pixKeySchema.optional(),
  externalRef: z.string().trim().max(255).optional(),
  metadata: transferMetadataSchema.optional(),
  postbackUrl: httpUrl.optional(),
};

// Money leaves to one destination: bankAccount (inline), bankAccountId, or pixKey; with none of
// them, the recipient's latest bank account.
export const createTransferSchema = z.looseObject(createTransferFields).superRefine((t, ctx) => {
  const sent = transferDestinations.filter((k) => t[k] !== undefined);
  for (const k of sent.slice(1))
    ctx.addIssue({ code: "custom", path: [k], message: `send only one destination: ${sent.join(", ")} were sent` });
  for (const k of Object.keys(t))
    if (!(k in createTransferFields) && DESTINATION_LIKE.test(k))
      ctx.addIssue({
        code: "custom",
        path: [k],
        message: `is not a known destination field: send bankAccount, bankAccountId or pixKey`,
      });
});

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

export const TransferSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    recipientId: z.number().int(),
    amount: z.number().int(),
    fee: z
      .number()
      .int()
      .meta({ description: "Cents charged for the transfer on top of `amount` (0 when free); given back if it fails" }),
    type: z.enum(transferTypes),
    status: z.enum(transferStatuses),
    description: z.string().nullable(),
    bankAccountId: z.number().int().nullable(),
    bankAccount: RecipientBankAccountSchema.nullable().meta({
      description: "The account the money goes to (null for a Pix transfer)",
    }),
    pixKey: z.string().nullable(),
    externalRef: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    postbackUrl: z.string().nullable(),
    failReason: z.string().nullable().meta({ description: "Why a failed transfer failed; null otherwise" }),
    bankAuthentication: z
      .string()
      .nullable()
      .meta({ description: "the bank's authentication of a paid transfer (its CNAB 240 retorno); null otherwise" }),
    transferredAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Transfer" });

// GET /v1/transfers/fees: the company's fee per destination kind, in cents
export const TransferFeesSchema = z
  .object({
    bank_account: z.number().int().meta({ description: "fee of a transfer to a bank account, in cents" }),
    pix: z.number().int().meta({ description: "fee of a transfer to a Pix key, in cents" }),
  })
  .meta({ id: "TransferFees" });
export type TransferFees = z.infer<typeof TransferFeesSchema>;
