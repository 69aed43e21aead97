"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";

import { listQueryState, ListTable, PHONE_CARD } from "@/components/data-table/list-table";
import { MethodLabel } from "@/components/transactions/method-label";
import { StatusBadge } from "@/components/transactions/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useTransactions } from "@/lib/client/queries/transactions";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

import { hasFilters, parseTransactionSearch, toApiQuery, toSearchString } from "./search-params";
import { TransactionsPager } from "./transactions-pager";

const COLUMNS = ["id", "date", "customer", "method", "status", "amount", "fee", "net"] as const;
const MONEY = new Set<string>(["amount", "fee", "net"]);
// below md each row is a card: id and amount, then the customer and status, then the date
const PHONE = PHONE_CARD;

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
      columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: MONEY.has(c) }))}
      stackOnPhone
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
          onChange={(next) => go(next, { push: true })}
        />
      }
    >
      {rows.map((row) => {
        const isPartlyRefunded = row.refundedAmount > 0 && row.refundedAmount < row.amount;
        return (
          <Tr
            key={row.id}
            className={`cursor-pointer hover:bg-stone-50 ${PHONE.row}`}
            onClick={() => router.push(`/transactions/${row.id}`)}
          >
            <Td className={`whitespace-nowrap font-mono ${PHONE.cell} max-md:order-1`}>
              <Link
                href={`/transactions/${row.id}`}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
                aria-label={t("rowLink", { id: row.id })}
                onClick={(e) => e.stopPropagation()}
              >
                #{row.id}
              </Link>
            </Td>
            {/* the date, the method and a partial refund may wrap: eight columns fit 1,046 pixels (a
                1366-pixel window less the side panel) only so; the amounts never wrap */}
            <Td className={`tabular-nums ${PHONE.cell} max-md:order-5 max-md:text-xs max-md:text-stone-600`}>
              {formatDateTimeBR(row.createdAt)}
            </Td>
            <Td className={`max-w-48 2xl:max-w-64 ${PHONE.cell} max-md:order-3 max-md:min-w-0`}>
              <p className="truncate font-medium text-stone-900">{row.customer.name}</p>
              <p className="truncate text-xs text-stone-600">{row.customer.email}</p>
            </Td>
            <Td className={PHONE.hidden}>
              <MethodLabel method={row.paymentMethod} installments={row.installments} />
            </Td>
            <Td className={`${PHONE.cell} max-md:order-4 max-md:text-right`}>
              <StatusBadge status={row.status} />
              {isPartlyRefunded && (
                <Badge tone="orange" className="ml-1.5 whitespace-normal!">
                  {t("partlyRefunded", { amount: formatBRL(row.refundedAmount) })}
                </Badge>
              )}
            </Td>
            <Td className={`whitespace-nowrap text-right font-medium tabular-nums ${PHONE.cell} max-md:order-2`}>
              {formatBRL(row.amount)}
            </Td>
            {/* the ledger's figures (docs/money.md, "Fee and net"): an estimate while the charge waits */}
            <Td className={`whitespace-nowrap text-right tabular-nums text-stone-700 ${PHONE.hidden}`}>
              {formatBRL(row.fee.estimatedFee)}
            </Td>
            <Td className={`whitespace-nowrap text-right tabular-nums text-stone-900 ${PHONE.hidden}`}>
              {formatBRL(row.fee.netAmount)}
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
