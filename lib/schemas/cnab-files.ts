import { z } from "zod";

// A rail's CNAB 240 file as the API answers it (boletos, payouts: docs/rails.md), and the answer of
// a retorno import: each rail names its schema and what its retorno's summary counts.
export function cnabFileSchemas<Summary extends z.ZodObject>(
  names: { file: string; import: string },
  summary: Summary,
) {
  const file = z
    .object({
      id: z.number().int(),
      kind: z.enum(["remessa", "retorno"]),
      sequence: z.number().int().meta({
        description: "the file's number in its header (1, 2, 3… per account; 0 where a bank's retorno has none)",
      }),
      status: z.string().meta({
        description:
          "remessa: generated (to send to the bank), written (to the outbox folder) or sent (the built-in bank took it); retorno: imported",
      }),
      recordCount: z.number().int().meta({ description: "lines in the file, headers and trailers included" }),
      createdAt: z.iso.datetime(),
      summary: summary.nullable().meta({ description: "retorno: what it did; null for a remessa" }),
    })
    .meta({ id: names.file });
  const imported = file
    .extend({
      imported: z
        .boolean()
        .meta({ description: "false: this file was imported before (this is that import), nothing changed" }),
    })
    .meta({ id: names.import });
  return { file, imported };
}
