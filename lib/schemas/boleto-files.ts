import { z } from "zod";

// CNAB 240 files of a company's boletos (docs/rails.md, Boleto rail): remessas Colmeia generates and
// retornos the bank sends back.
export const BoletoFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["remessa", "retorno"]),
    sequence: z
      .number()
      .int()
      .meta({ description: "the file's number in the header (remessas: 1, 2, 3… per agreement)" }),
    status: z.string().meta({
      description: "remessa: generated (to send to the bank) or sent (the built-in bank took it); retorno: imported",
    }),
    recordCount: z.number().int().meta({ description: "lines in the file, headers and trailers included" }),
    createdAt: z.iso.datetime(),
    summary: z
      .object({
        confirmed: z.number().int(),
        rejected: z.number().int(),
        paid: z.number().int(),
        partiallyPaid: z.number().int(),
        writtenOff: z.number().int(),
        other: z.number().int(),
      })
      .nullable()
      .meta({ description: "retorno: what its occurrences did; null for a remessa" }),
  })
  .meta({ id: "BoletoFile" });

export const RetornoImportSchema = BoletoFileSchema.extend({
  imported: z
    .boolean()
    .meta({ description: "false: this file was imported before (this is that import), nothing changed" }),
}).meta({ id: "RetornoImport" });

export type BoletoFile = z.infer<typeof BoletoFileSchema>;
