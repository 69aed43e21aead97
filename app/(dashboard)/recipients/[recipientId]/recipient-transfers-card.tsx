"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Td, Tr } from "@/components/ui/table";
import { EmptyRow } from "@/components/data-table/list-states";
import { ListTable } from "@/components/data-table/list-table";
import { TransferStatusBadge } from "@/components/transfers/transfer-status-badge";
import { useErrorText } from "@/lib/forms/use-error-text";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { useTransfers } from "@/lib/queries/transfers";

// keys of recipientDetail.columns
const COLUMNS = ["id", "date", "status", "amount"] as const;

/** The recipient's latest transfers, with a link to all of them on the transfers page. */
export function RecipientTransfersCard({ recipientId }: { recipientId: number }) {
  const t = useTranslations("recipientDetail");
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error, refetch } = useTransfers({ recipientId: String(recipientId), limit: "10" });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  return (
    <Card aria-labelledby="transferencias" className="overflow-hidden">
      <CardHeader
        id="transferencias"
        title={t("transfersTitle")}
        actions={total > rows.length && <Link href={`/transfers?recipientId=${recipientId}`} className="text-sm font-medium text-brand-800 underline underline-offset-2">{t("seeAll", { total: String(total) })}</Link>}
      />
      {isError && !data ? (
        <div role="alert" className="px-4 py-4 text-sm text-red-800">
          {t("transfersError")} {describeApiError(error)}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <ListTable
          inCard
          label={t("transfersLabel")}
          columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
          isPending={isPending}
          loadingLabel={t("loadingTransfers")}
          loadingRows={2}
          empty={rows.length === 0 && <EmptyRow columns={COLUMNS.length} title={t("noTransfers")} />}
        >
          {rows.map((transfer) => (
            <Tr key={transfer.id}>
              <Td className="font-mono">
                <Link href={`/transfers/${transfer.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline" aria-label={t("transferLink", { id: String(transfer.id) })}>
                  #{transfer.id}
                </Link>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(transfer.createdAt)}</Td>
              <Td>
                <TransferStatusBadge status={transfer.status} />
              </Td>
              <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(transfer.amount)}</Td>
            </Tr>
          ))}
        </ListTable>
      )}
    </Card>
  );
}
