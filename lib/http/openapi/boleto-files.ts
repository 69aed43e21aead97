import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { BoletoFileSchema, RetornoImportSchema } from "@/lib/schemas/boleto-files";

import { addCnabFileOperations } from "./cnab-files";

export const registry = new OpenAPIRegistry();

addCnabFileOperations(registry, {
  base: "/v1/boleto-files",
  name: "Boleto",
  tag: "Boleto files",
  fileSchema: BoletoFileSchema,
  importSchema: RetornoImportSchema,
  examples: {
    remessa: {
      id: 12,
      kind: "remessa",
      sequence: 3,
      status: "generated",
      recordCount: 9,
      createdAt: "2026-05-14T20:00:00.000Z",
      summary: null,
    },
    retorno: {
      id: 13,
      kind: "retorno",
      sequence: 41,
      status: "imported",
      recordCount: 8,
      createdAt: "2026-05-15T09:10:00.000Z",
      summary: {
        confirmed: 2,
        rejected: 0,
        paid: 1,
        partiallyPaid: 0,
        writtenOff: 0,
        other: 0,
        otherCompanies: 4,
        unknown: 0,
      },
    },
  },
  remessaDescription:
    "One CNAB 240 remessa with every boleto registration, write-off and due-date change since the last remessa, numbered after it. Each movement is in exactly one remessa. Send the file (`GET /v1/boleto-files/{fileId}`) to the bank; with the built-in bank (sandbox) its retorno is imported at once. 204 when nothing is pending.",
  retornoDescription:
    "The bank's CNAB 240 retorno, applied whole in one database transaction: entries confirmed or rejected (the transaction `refused`, `refusedReason: boleto_rejected`), payments (paid, or partially_paid below what was due that day with discount, fine and interest), write-offs (a waiting transaction `canceled`). One convênio serves every company of the instance, so a bank's retorno may mix their titles: only this company's lines are applied; the others' are counted in `summary.otherCompanies` (each company imports the same file for its own), and lines no company's boleto matches in `summary.unknown`. A file that is not a valid retorno of the instance's agreement (a bad line, totals that differ from its trailers) is refused whole with 422 `invalid_file`.",
});
