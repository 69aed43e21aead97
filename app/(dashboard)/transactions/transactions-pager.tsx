"use client";

import { useTranslations } from "use-intl";

import { ListPager } from "@/components/data-table/list-pager";
import { Select } from "@/components/ui/select";

import { PAGE_SIZE_OPTIONS } from "./filter-options";
import type { TransactionSearch } from "./search-params";

type Props = {
  search: TransactionSearch;
  count: number;
  total: number;
  isCapped: boolean;
  isLoading: boolean;
  onChange: (next: TransactionSearch) => void;
};

/** The list pager, plus the page size (kept in the URL with the filters). */
export function TransactionsPager({ search, count, total, isCapped, isLoading, onChange }: Props) {
  const t = useTranslations("transactionPager");
  return (
    <ListPager
      page={search.page}
      limit={search.limit}
      count={count}
      total={total}
      isCapped={isCapped}
      isLoading={isLoading}
      onPage={(page) => onChange({ ...search, page })}
    >
      <label htmlFor="page-size" className="whitespace-nowrap text-stone-700">
        {t("perPage")}
      </label>
      <Select
        id="page-size"
        className="h-8 w-20"
        options={PAGE_SIZE_OPTIONS}
        value={String(search.limit)}
        onChange={(e) => onChange({ ...search, limit: Number(e.target.value), page: 1 })}
      />
    </ListPager>
  );
}
