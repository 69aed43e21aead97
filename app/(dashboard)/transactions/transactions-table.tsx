"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";

import { listQueryState, ListTable } from "@/components/data-table/list-table";
import { MethodLabel } from "@/components/transactions/method-label";
import { StatusBadge } from "@/components/transactions/status-badge";
import { Button } from "@/components/ui/button";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { useTransactions } from "@/lib/queries/transactions";

import { hasFilters, parseTransactionSearch, toApiQuery, toSearchString } from "./search-params";
import { TransactionsPager } from "./transactions-pager";

const COLUMNS = ["id", "date", "customer", "method", "status", "amount"] as const;

export function TransactionsTable() {
  const t = useTranslations("transactionList");
  const router = useRouter();
  const { search, go } = useUrlSearch(parseTransactionSearch, toSearchString);
  const query = useTransactions(toApiQuery(search));
  const { data, isPending } = query;

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  return (
    <ListTable
      label={t("title")}
      columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
      {...listQueryState(query, t("loadFailed"))}
      loadingLabel={t("loadingRows")}
      empty={
        rows.length === 0 && (
          <Tr>
            <Td colSpan={COLUMNS.length} className="py-12 text-center">
              <p className="font-medium text-stone-900">{t("empty")}</p>
              {total > 0 ? (
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => go({ ...search, page: 1 })}>
                  {t("goToFirstPage")}
                </Button>
              ) : hasFilters(search) ? (
                <p className="mt-1 text-stone-600">{t("emptyFiltered")}</p>
              ) : (
                <p className="mt-1 text-stone-600">{t("emptyHint")}</p>
              )}
            </Td>
          </Tr>
        )
      }
      footer={
        <TransactionsPager
          search={search}
          count={rows.length}
          total={total}
          isCapped={data?.isCapped ?? false}
          isLoading={isPending}
          onChange={go}
        />
      }
    >
      {rows.map((row) => (
        <Tr
          key={row.id}
          className="cursor-pointer hover:bg-stone-50"
          onClick={() => router.push(`/transactions/${row.id}`)}
        >
          <Td className="whitespace-nowrap font-mono">
            <Link
              href={`/transactions/${row.id}`}
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
              aria-label={t("rowLink", { id: row.id })}
              onClick={(e) => e.stopPropagation()}
            >
              #{row.id}
            </Link>
          </Td>
          <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(row.createdAt)}</Td>
          <Td className="max-w-64">
            <p className="truncate font-medium text-stone-900">{row.customer.name}</p>
            <p className="truncate text-xs text-stone-600">{row.customer.email}</p>
          </Td>
          <Td>
            <MethodLabel method={row.paymentMethod} installments={row.installments} />
          </Td>
          <Td>
            <StatusBadge status={row.status} />
          </Td>
          <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(row.amount)}</Td>
        </Tr>
      ))}
    </ListTable>
  );
}
