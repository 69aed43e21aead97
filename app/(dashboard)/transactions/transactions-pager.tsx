"use client";

import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { PAGE_SIZE_OPTIONS } from "./filter-options";
import type { TransactionSearch } from "./search-params";

type Props = { search: TransactionSearch; count: number; total: number; isLoading: boolean; onChange: (next: TransactionSearch) => void };

/** "x–y de N" with Anterior/Próxima, from the list's X-Total-Count. */
export function TransactionsPager({ search, count, total, isLoading, onChange }: Props) {
  const t = useTranslations("transactionPager");
  const { page, limit } = search;
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = count === 0 ? 0 : from + count - 1;
  const hasPrevious = page > 1;
  const hasNext = page * limit < total;

  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm">
      <p className="text-stone-700" aria-live="polite">
        {isLoading ? t("loading") : t("range", { from, to, total })}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor="page-size" className="whitespace-nowrap text-stone-700">
          {t("perPage")}
        </label>
        <Select id="page-size" className="h-8 w-20" options={PAGE_SIZE_OPTIONS} value={String(limit)} onChange={(e) => onChange({ ...search, limit: Number(e.target.value), page: 1 })} />
        <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onChange({ ...search, page: page - 1 })}>
          {t("previous")}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onChange({ ...search, page: page + 1 })}>
          {t("next")}
        </Button>
      </div>
    </nav>
  );
}
