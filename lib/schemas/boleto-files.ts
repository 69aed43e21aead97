import { z } from "zod";

import { cnabFileSchemas } from "./cnab-files";

// CNAB 240 files of a company's boletos (docs/rails.md, Boleto rail): remessas Colmeia generates and
// retornos the bank sends back.
const boletoFiles = cnabFileSchemas(
  { file: "BoletoFile", import: "RetornoImport" },
  z.object({
    confirmed: z.number().int(),
    rejected: z.number().int(),
    paid: z.number().int(),
    partiallyPaid: z.number().int(),
    writtenOff: z.number().int(),
    other: z.number().int(),
  }),
);
export const BoletoFileSchema = boletoFiles.file;
export const RetornoImportSchema = boletoFiles.imported;

export type BoletoFile = z.infer<typeof BoletoFileSchema>;
