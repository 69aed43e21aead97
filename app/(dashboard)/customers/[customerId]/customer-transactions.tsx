"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "use-intl";

import { ListPager } from "@/components/data-table/list-pager";
import { ListTable } from "@/components/data-table/list-table";
import { MethodLabel } from "@/components/transactions/method-label";
import { StatusBadge } from "@/components/transactions/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Td, Tr } from "@/components/ui/table";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useTransactions } from "@/lib/client/queries/transactions";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

const PAGE_SIZE = 20;
// keys of customerTransactions.columns
const COLUMNS = ["id", "date", "method", "status", "amount"] as const;

// A customer is one e-mail + document (POST /v1/customers updates that pair), so their
// transactions are the list filtered by both.
export function CustomerTransactions({ email, documentNumber }: { email: string; documentNumber: string }) {
  const t = useTranslations("customerTransactions");
  const { describeApiError } = useErrorText();
  const router = useRouter();
  const pathname = usePathname();
  const pageParam = Number(useSearchParams().get("page"));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const { data, error, isPending, isError, refetch } = useTransactions({
    email,
    documentNumber,
    limit: String(PAGE_SIZE),
    page: String(page),
  });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const listHref = `/transactions?${new URLSearchParams({ email, documentNumber })}`;

  function go(next: number) {
    router.replace(next > 1 ? `${pathname}?page=${next}` : pathname, { scroll: false });
  }

  return (
    <Card aria-labelledby="transacoes-cliente" className="overflow-hidden">
      <CardHeader
        id="transacoes-cliente"
        title={isPending ? t("title") : t("titleWithCount", { count: total })}
        actions={
          <Link href={listHref} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
            {t("viewAll")}
          </Link>
        }
      />
      {isError && !data ? (
        <div role="alert" className="p-4 text-sm text-red-800">
          <p>
            {t("loadError")} {describeApiError(error)}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <ListTable
          inCard
          label={t("tableLabel")}
          columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
          isPending={isPending}
          isBusy={isPending}
          loadingLabel={t("loading")}
          loadingRows={1}
          empty={
            rows.length === 0 && (
              <Tr>
                <Td colSpan={COLUMNS.length} className="py-10 text-center text-stone-600">
                  {t("empty")}
                </Td>
              </Tr>
            )
          }
          footer={
            total > PAGE_SIZE && (
              <ListPager
                page={page}
                limit={PAGE_SIZE}
                count={rows.length}
                total={total}
                isCapped={data?.isCapped ?? false}
                isLoading={isPending}
                onPage={go}
              />
            )
          }
        >
          {rows.map((tx) => (
            <Tr key={tx.id} className="hover:bg-stone-50">
              <Td className="whitespace-nowrap font-mono">
                <Link
                  href={`/transactions/${tx.id}`}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                  aria-label={t("transactionLabel", { id: tx.id })}
                >
                  #{tx.id}
                </Link>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(tx.createdAt)}</Td>
              <Td>
                <MethodLabel method={tx.paymentMethod} installments={tx.installments} />
              </Td>
              <Td>
                <StatusBadge status={tx.status} />
              </Td>
              <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(tx.amount)}</Td>
            </Tr>
          ))}
        </ListTable>
      )}
    </Card>
  );
}
