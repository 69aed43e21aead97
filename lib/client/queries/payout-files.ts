import type { z } from "zod";

import type { PayoutFileSchema } from "@/lib/schemas/payout-files";

import type { BankFilesApi } from "./bank-files";
import { balanceKeys } from "./recipients";
import { transferKeys } from "./transfers";

// The CNAB 240 payment files of the payout rail (docs/rails.md, Payout rail), as GET /v1/payout-files
// lists them: a retorno's orders paid, accepted (still processing), rejected (money back) or other.
export type PayoutFileSummary = NonNullable<z.infer<typeof PayoutFileSchema>["summary"]>;

export const PAYOUT_FILES: BankFilesApi<PayoutFileSummary> = {
  path: "/payout-files",
  // two files where the bank takes Pix orders in a file of their own
  remessaAnswers: "several",
  // a retorno settles or fails transfers, and a rejected one gives the money back
  alsoChanges: [transferKeys.all, balanceKeys.all],
};
