import { z } from "zod";

// CNAB 240 payment files of a company's transfers (docs/rails.md, Payout rail).
export const PayoutFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["remessa", "retorno"]),
    sequence: z.number().int().meta({ description: "the file's number in its header (Itaú's retornos carry none: 0)" }),
    status: z.string().meta({
      description: "remessa: generated (to send to the bank) or sent (the built-in bank took it); retorno: imported",
    }),
    recordCount: z.number().int().meta({ description: "lines in the file, headers and trailers included" }),
    createdAt: z.iso.datetime(),
    summary: z
      .object({
        paid: z.number().int(),
        accepted: z.number().int(),
        rejected: z.number().int(),
        other: z.number().int(),
      })
      .nullable()
      .meta({ description: "retorno: what its orders did; null for a remessa" }),
  })
  .meta({ id: "PayoutFile" });

export const PayoutRetornoImportSchema = PayoutFileSchema.extend({
  imported: z
    .boolean()
    .meta({ description: "false: this file was imported before (this is that import), nothing changed" }),
}).meta({ id: "PayoutRetornoImport" });
