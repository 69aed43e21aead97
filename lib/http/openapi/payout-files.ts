import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { PayoutFileSchema, PayoutRetornoImportSchema } from "@/lib/schemas/payout-files";

import { addCnabFileOperations } from "./cnab-files";

export const registry = new OpenAPIRegistry();

addCnabFileOperations(registry, {
  base: "/v1/payout-files",
  name: "Payout",
  tag: "Payout files",
  fileSchema: PayoutFileSchema,
  importSchema: PayoutRetornoImportSchema,
  remessaIsList: true,
  examples: {
    remessa: {
      id: 21,
      kind: "remessa",
      sequence: 7,
      status: "generated",
      recordCount: 8,
      createdAt: "2026-05-14T19:00:00.000Z",
      summary: null,
    },
    retorno: {
      id: 22,
      kind: "retorno",
      sequence: 7,
      status: "imported",
      recordCount: 8,
      createdAt: "2026-05-15T08:00:00.000Z",
      summary: { paid: 1, accepted: 0, rejected: 1, other: 0, unknown: 0 },
    },
  },
  remessaDescription:
    "The CNAB 240 payment remessa of every transfer the payout rail took and no file carries yet (segments A and B, one batch per forma de lançamento), numbered after the last one: two files where the bank takes Pix orders only in a file of their own (Itaú, Bradesco). A transfer is in exactly one remessa; its money stays held until the retorno. Send the files (`GET /v1/payout-files/{fileId}`) to the bank; the built-in bank (sandbox) answers at once. 204 when no transfer waits.",
  retornoDescription:
    "The bank's payment retorno, applied whole in one database transaction: paid orders make their transfer `success` with `bankAuthentication`; accepted or scheduled ones stay `processing`; rejected ones make it `failed` with the bank's reason, its amount and fee back in the balance in the same commit.",
});
