import { z } from "zod";

import { cnabFileSchemas } from "./cnab-files";

// CNAB 240 payment files of a company's transfers (docs/rails.md, Payout rail).
const payoutFiles = cnabFileSchemas(
  { file: "PayoutFile", import: "PayoutRetornoImport" },
  z.object({ paid: z.number().int(), accepted: z.number().int(), rejected: z.number().int(), other: z.number().int() }),
);
export const PayoutFileSchema = payoutFiles.file;
export const PayoutRetornoImportSchema = payoutFiles.imported;

export type PayoutFile = z.infer<typeof PayoutFileSchema>;
