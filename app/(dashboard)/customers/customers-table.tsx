"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { listQueryState, ListTable } from "@/components/data-table/list-table";
import { useUrlSearch } from "@/components/data-table/use-url-search";
import { Button } from "@/components/ui/button";
import { Td, Tr } from "@/components/ui/table";
import { formatDocument, formatPhoneBR } from "@/lib/documents";
import { formatDateBR } from "@/lib/money";
import { useCustomers } from "@/lib/queries/customers";

import { CUSTOMERS_PAGE_SIZE, parseCustomerSearch, toCustomerApiQuery, toCustomerSearchString } from "./search-params";

// keys of customerSearch.columns
const COLUMNS = ["name", "email", "document", "phone", "since"] as const;

export function CustomersTable() {
  const t = useTranslations("customerSearch");
  const { search, go } = useUrlSearch(parseCustomerSearch, toCustomerSearchString);
  const apiQuery = toCustomerApiQuery(search);
  const query = useCustomers(apiQuery);
  const { data, isPending } = query;

  if (!apiQuery)
    return (
      <div className="rounded-lg bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <p className="font-medium text-stone-900">{t("promptTitle")}</p>
        <p className="mt-1 text-sm text-stone-600">{t("promptBody")}</p>
      </div>
    );

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const from = rows.length === 0 ? 0 : (search.page - 1) * CUSTOMERS_PAGE_SIZE + 1;

  return (
    <ListTable
      label={t("title")}
      columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`) }))}
      {...listQueryState(query, t("loadError"))}
      loadingLabel={t("searchingRows")}
      loadingRows={1}
      empty={
        rows.length === 0 && (
          <Tr>
            <Td colSpan={COLUMNS.length} className="py-12 text-center">
              <p className="font-medium text-stone-900">{t("emptyTitle")}</p>
              <p className="mt-1 text-stone-600">{t("emptyBody")}</p>
            </Td>
          </Tr>
        )
      }
      footer={
        <nav
          aria-label={t("pagination")}
          className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm"
        >
          <p className="text-stone-700" aria-live="polite">
            {isPending ? t("searching") : t("range", { from, to: from === 0 ? 0 : from + rows.length - 1, total })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={search.page <= 1}
              onClick={() => go({ ...search, page: search.page - 1 })}
            >
              {t("previous")}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={search.page * CUSTOMERS_PAGE_SIZE >= total}
              onClick={() => go({ ...search, page: search.page + 1 })}
            >
              {t("next")}
            </Button>
          </div>
        </nav>
      }
    >
      {rows.map((c) => (
        <Tr key={c.id} className="hover:bg-stone-50">
          <Td className="max-w-64">
            <Link
              href={`/customers/${c.id}`}
              className="block truncate font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {c.name}
            </Link>
          </Td>
          <Td className="max-w-64 truncate">{c.email}</Td>
          <Td className="whitespace-nowrap tabular-nums">{formatDocument(c.document.number)}</Td>
          <Td className="whitespace-nowrap tabular-nums">{c.phone ? formatPhoneBR(c.phone) : "—"}</Td>
          <Td className="whitespace-nowrap tabular-nums">{formatDateBR(c.createdAt)}</Td>
        </Tr>
      ))}
    </ListTable>
  );
}
