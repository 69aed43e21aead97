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
    otherCompanies: z.number().int().meta({
      description:
        "lines of titles another company of this instance owns (one convênio serves the instance): left to that company's import",
    }),
    unknown: z.number().int().meta({
      description:
        "lines whose nosso número no company of this instance has (a title made outside Colmeia on the same convênio): skipped and logged",
    }),
  }),
);
export const BoletoFileSchema = boletoFiles.file;
export const RetornoImportSchema = boletoFiles.imported;

export type BoletoFile = z.infer<typeof BoletoFileSchema>;
