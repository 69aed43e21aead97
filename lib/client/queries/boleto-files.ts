import type { z } from "zod";

import type { BoletoFileSchema } from "@/lib/schemas/boleto-files";

import type { BankFilesApi } from "./bank-files";

// The CNAB 240 files of the boleto rail (docs/rails.md), as GET /v1/boleto-files lists them.
export type BoletoFileSummary = NonNullable<z.infer<typeof BoletoFileSchema>["summary"]>;

export const BOLETO_FILES: BankFilesApi<BoletoFileSummary> = {
  path: "/boleto-files",
  remessaAnswers: "one",
  alsoChanges: [],
};
