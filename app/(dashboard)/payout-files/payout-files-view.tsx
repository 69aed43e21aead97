"use client";

import { useTranslations } from "use-intl";

import { BankFilesView } from "@/components/bank-files/bank-files-view";
import { summaryText } from "@/components/bank-files/summary-text";
import { PAYOUT_FILES, type PayoutFileSummary } from "@/lib/client/queries/payout-files";

const ORDER: (keyof PayoutFileSummary)[] = ["paid", "rejected", "accepted", "unknown", "other"];

export function PayoutFilesView({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("payoutFiles");
  return (
    <BankFilesView
      api={PAYOUT_FILES}
      namespace="payoutFiles"
      canEdit={canEdit}
      describeSummary={(summary) => summaryText(summary, ORDER, (key, count) => t(`summary.${key}`, { count }))}
    />
  );
}
