"use client";

import { useTranslations } from "use-intl";

import { BankFilesView } from "@/components/bank-files/bank-files-view";
import { summaryText } from "@/components/bank-files/summary-text";
import { BOLETO_FILES, type BoletoFileSummary } from "@/lib/client/queries/boleto-files";

// a shared convênio's retorno: the lines left to other companies and the unknown ones come last
const ORDER: (keyof BoletoFileSummary)[] = [
  "confirmed",
  "paid",
  "partiallyPaid",
  "rejected",
  "writtenOff",
  "other",
  "otherCompanies",
  "unknown",
];

export function BoletoFilesView({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("boletoFiles");
  return (
    <BankFilesView
      api={BOLETO_FILES}
      namespace="boletoFiles"
      canEdit={canEdit}
      describeSummary={(summary) => summaryText(summary, ORDER, (key, count) => t(`summary.${key}`, { count }))}
    />
  );
}
