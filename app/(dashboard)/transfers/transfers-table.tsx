"use client";

import Link from "next/link";
import { useMemo } from "react";
import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { StatusFilterBar } from "@/components/data-table/status-filter-bar";
import { TransferRow } from "@/components/transfers/transfer-row";
import { Td } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useRecipients } from "@/lib/client/queries/recipients";
import { useTransfers } from "@/lib/client/queries/transfers";
import { type TransferStatus, transferStatuses } from "@/lib/schemas/transfers";

import { parseTransferSearch, toApiQuery, toSearchString, TRANSFERS_PAGE_SIZE } from "./search-params";

const COLUMNS = ["id", "date", "recipient", "destination", "status", "amount"] as const;

export function TransfersTable() {
  const t = useTranslations("transferList");
  const tStatus = useTranslations("transferStatus");
  const statusOptions = transferStatuses.map((s) => ({ value: s, label: tStatus(s) }));
  const { search, urlKey, go } = useUrlSearch(parseTransferSearch, toSearchString);
  const query = useTransfers(toApiQuery(search));
  // names for the recipient column (a company rarely has more than a page of recipients)
  const recipients = useRecipients({ limit: "100" });
  const names = useMemo(
    () => new Map((recipients.data?.data ?? []).map((r) => [r.id, r.legalName])),
    [recipients.data],
  );

  const rows = query.data?.data ?? [];
  const hasFilters = search.status.length > 0 || search.recipientId !== undefined;

  return (
    <div className="space-y-4">
      <StatusFilterBar
        label={t("filtersLabel")}
        legend={t("statusLegend")}
        options={statusOptions}
        selected={search.status}
        urlKey={urlKey}
        onChange={(status: TransferStatus[]) => go({ ...search, status, page: 1 })}
        clear={hasFilters ? { label: t("clearFilters"), onClear: () => go({ status: [], page: 1 }) } : undefined}
      >
        {search.recipientId && (
          <p className="text-sm text-stone-700">
            {t.rich("recipientFilter", {
              name: names.get(search.recipientId) ?? `#${search.recipientId}`,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        )}
      </StatusFilterBar>
      <PagedListTable
        query={query}
        loadErrorTitle={t("loadError")}
        label={t("tableLabel")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
        loadingLabel={t("loadingRows")}
        emptyTitle={t("emptyTitle")}
        emptyText={hasFilters ? t("emptyFiltered") : t("emptyHint")}
        page={search.page}
        pageSize={TRANSFERS_PAGE_SIZE}
        onPage={(page) => go({ ...search, page })}
      >
        {rows.map((transfer) => (
          <TransferRow
            key={transfer.id}
            transfer={transfer}
            linkLabel={t("transferLink", { id: String(transfer.id) })}
            className="hover:bg-stone-50"
          >
            <Td className="max-w-64 truncate">
              <Link
                href={`/recipients/${transfer.recipientId}`}
                className="text-stone-900 underline-offset-2 hover:underline"
              >
                {names.get(transfer.recipientId) ?? t("recipientFallback", { id: String(transfer.recipientId) })}
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-stone-700">{transfer.pixKey ? t("pixKey") : t("bankAccount")}</Td>
          </TransferRow>
        ))}
      </PagedListTable>
    </div>
  );
}
