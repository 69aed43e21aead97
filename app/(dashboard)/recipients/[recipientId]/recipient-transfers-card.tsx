"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { EmptyRow } from "@/components/data-table/list-states";
import { ListTable } from "@/components/data-table/list-table";
import { TransferRow } from "@/components/transfers/transfer-row";
import { Card, CardHeader } from "@/components/ui/card";
import { useTransfers } from "@/lib/client/queries/transfers";

// keys of recipientDetail.columns
const COLUMNS = ["id", "date", "status", "amount"] as const;

/** The recipient's latest transfers, with a link to all of them on the transfers page. */
export function RecipientTransfersCard({ recipientId }: { recipientId: number }) {
  const t = useTranslations("recipientDetail");
  const { data, isPending, isError, error, refetch } = useTransfers({ recipientId: String(recipientId), limit: "10" });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  return (
    <Card aria-labelledby="transferencias" className="overflow-hidden">
      <CardHeader
        id="transferencias"
        title={t("transfersTitle")}
        actions={
          total > rows.length && (
            <Link
              href={`/transfers?recipientId=${recipientId}`}
              className="text-sm font-medium text-brand-800 underline underline-offset-2"
            >
              {t("seeAll", { total: String(total) })}
            </Link>
          )
        }
      />
      <ListTable
        failure={isError && !data && { title: t("transfersError"), error, onRetry: () => void refetch() }}
        inCard
        label={t("transfersLabel")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
        isPending={isPending}
        loadingLabel={t("loadingTransfers")}
        loadingRows={2}
        empty={rows.length === 0 && <EmptyRow columns={COLUMNS.length} title={t("noTransfers")} />}
      >
        {rows.map((transfer) => (
          <TransferRow
            key={transfer.id}
            transfer={transfer}
            linkLabel={t("transferLink", { id: String(transfer.id) })}
          />
        ))}
      </ListTable>
    </Card>
  );
}
