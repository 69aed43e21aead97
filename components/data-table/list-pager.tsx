"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";

type Props = {
  page: number;
  limit: number;
  count: number;
  total: number;
  isLoading: boolean;
  onPage: (page: number) => void;
  /** Controls before the buttons, e.g. the page size. */
  children?: ReactNode;
};

/** "x–y de N" with Anterior/Próxima, from a list's X-Total-Count. */
export function ListPager({ page, limit, count, total, isLoading, onPage, children }: Props) {
  const t = useTranslations("pager");
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = count === 0 ? 0 : from + count - 1;
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm">
      <p className="text-stone-700" aria-live="polite">
        {isLoading ? t("loading") : t("range", { from, to, total })}
      </p>
      <div className="flex items-center gap-2">
        {children}
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("previous")}
        </Button>
        <Button variant="secondary" size="sm" disabled={page * limit >= total} onClick={() => onPage(page + 1)}>
          {t("next")}
        </Button>
      </div>
    </nav>
  );
}
