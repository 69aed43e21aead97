"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "use-intl";

import { useErrorText } from "@/lib/client/hooks/use-error-text";
import type { AvailableBalance as Balance } from "@/lib/client/queries/recipients";
import { formatBRL } from "@/lib/formats/money";

/** The chosen recipient's available balance (GET /v1/balance/available), announced as it changes. */
export function AvailableBalance({ query }: { query: UseQueryResult<Balance> }) {
  const t = useTranslations("transferForm");
  const { describeApiError } = useErrorText();
  return (
    <div
      aria-live="polite"
      className="rounded-md bg-brand-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-inset ring-brand-200"
    >
      {query.isPending ? (
        t("checkingBalance")
      ) : query.isError ? (
        <span className="text-red-800">{t("balanceError", { error: describeApiError(query.error) })}</span>
      ) : (
        t.rich("availableBalance", {
          amount: formatBRL(query.data.amount),
          strong: (chunks) => (
            <strong data-testid="available-balance" className="tabular-nums">
              {chunks}
            </strong>
          ),
        })
      )}
    </div>
  );
}
