"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { ListPager } from "@/components/data-table/list-pager";
import { listQueryState, ListTable } from "@/components/data-table/list-table";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useCustomers } from "@/lib/client/queries/customers";
import { formatDocument, formatPhoneBR } from "@/lib/formats/documents";
import { formatDateBR } from "@/lib/formats/time";

import { CUSTOMERS_PAGE_SIZE, parseCustomerSearch, toCustomerApiQuery, toCustomerSearchString } from "./search-params";

// keys of customerSearch.columns
const COLUMNS = ["name", "email", "document", "phone", "since"] as const;

export function CustomersTable() {
  const t = useTranslations("customerSearch");
  const { search, go } = useUrlSearch(parseCustomerSearch, toCustomerSearchString);
  const query = useCustomers(toCustomerApiQuery(search));
  const { data, isPending } = query;

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

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
              <p className="mt-1 text-stone-600">{search.q ? t("emptyBody") : t("emptyHint")}</p>
            </Td>
          </Tr>
        )
      }
      footer={
        <ListPager
          page={search.page}
          limit={CUSTOMERS_PAGE_SIZE}
          count={rows.length}
          total={total}
          isLoading={isPending}
          loadingLabel={t("searching")}
          onPage={(page) => go({ ...search, page }, { push: true })}
        />
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
