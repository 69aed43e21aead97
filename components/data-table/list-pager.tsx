"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { pagerRange } from "@/lib/client/pager-range";

type Props = {
  page: number;
  limit: number;
  count: number;
  total: number;
  /** The API stopped counting at `total` (X-Total-Count-Capped): shown as "10.000+". */
  isCapped?: boolean;
  isLoading: boolean;
  /** What the range line says while loading ("Carregando…" unless told). */
  loadingLabel?: string;
  onPage: (page: number) => void;
  /** Controls before the buttons, e.g. the page size. */
  children?: ReactNode;
};

/** "x–y de N" (or "N+" when capped) with Anterior/Próxima, from a list's X-Total-Count. */
export function ListPager({ page, limit, count, total, isCapped, isLoading, loadingLabel, onPage, children }: Props) {
  const t = useTranslations("pager");
  const range = pagerRange({ page, limit, count, total, isCapped });
  return (
    <nav
      aria-label={t("label")}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm"
    >
      <p className="text-stone-700" aria-live="polite">
        {isLoading ? (loadingLabel ?? t("loading")) : t(range.key, range.values)}
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
