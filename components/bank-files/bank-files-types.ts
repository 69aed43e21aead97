import type { BankFilesApi } from "@/lib/client/queries/bank-files";

export type BankFilesNamespace = "boletoFiles" | "payoutFiles";

export type BankFilesProps<S> = {
  api: BankFilesApi<S>;
  namespace: BankFilesNamespace;
  /** a retorno's summary in words */
  describeSummary: (summary: S) => string;
  canEdit: boolean;
};
