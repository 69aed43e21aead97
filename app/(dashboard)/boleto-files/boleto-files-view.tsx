"use client";

import { useTranslations } from "use-intl";

import { BankFilesView } from "@/components/bank-files/bank-files-view";
import { summaryText } from "@/components/bank-files/summary-text";
import { BOLETO_FILES, type BoletoFileSummary } from "@/lib/client/queries/boleto-files";

const ORDER: (keyof BoletoFileSummary)[] = ["confirmed", "paid", "partiallyPaid", "rejected", "writtenOff", "other"];

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
