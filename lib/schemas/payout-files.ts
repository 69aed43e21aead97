import { z } from "zod";

import { cnabFileSchemas } from "./cnab-files";

// CNAB 240 payment files of a company's transfers (docs/rails.md, Payout rail).
const payoutFiles = cnabFileSchemas(
  { file: "PayoutFile", import: "PayoutRetornoImport" },
  z.object({
    paid: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    other: z.number().int(),
    unknown: z.number().int().default(0).meta({
      description:
        "Orders left `processing` because the bank answered only with codes Colmeia does not know (logged with the codes; docs/rails.md, Occurrences)",
    }),
  }),
);
export const PayoutFileSchema = payoutFiles.file;
export const PayoutRetornoImportSchema = payoutFiles.imported;

export type PayoutFile = z.infer<typeof PayoutFileSchema>;
