"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Td, Tr } from "@/components/ui/table";
import { useRowRemoval } from "@/lib/client/hooks/use-row-removal";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { type PaymentLink, useDeletePaymentLink, usePaymentLinks } from "@/lib/queries/payment-links";

import { describeMethods } from "./labels";
import {
  parsePaymentLinkSearch,
  PAYMENT_LINKS_PAGE_SIZE,
  type PaymentLinkSearch,
  toApiQuery,
  toSearchString,
} from "./search-params";

// keys of paymentLinkList.columns
const COLUMNS = ["link", "amount", "methods", "status", "createdAt", "actions"] as const;

export function PaymentLinksTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("paymentLinkList");
  const tLabels = useTranslations("paymentLinkLabels");
  const { search, go } = useUrlSearch(parsePaymentLinkSearch, toSearchString);
  const query = usePaymentLinks(toApiQuery(search));
  const remove = useRowRemoval<PaymentLink>(useDeletePaymentLink());

  const rows = query.data?.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex items-end gap-2">
        <div className="w-48 space-y-1">
          <Label htmlFor="links-status">{t("statusFilter")}</Label>
          <Select
            id="links-status"
            value={search.status ?? ""}
            onChange={(e) => go({ status: (e.target.value || undefined) as PaymentLinkSearch["status"], page: 1 })}
          >
            <option value="">{t("statusAll")}</option>
            <option value="active">{t("statusActive")}</option>
            <option value="inactive">{t("statusInactive")}</option>
          </Select>
        </div>
      </div>
      <PagedListTable
        query={query}
        loadErrorTitle={t("loadError")}
        label={t("title")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
        loadingLabel={t("loadingRows")}
        emptyTitle={t("emptyTitle")}
        emptyText={search.status ? t("emptyFiltered") : t("emptyHint")}
        page={search.page}
        pageSize={PAYMENT_LINKS_PAGE_SIZE}
        onPage={(page) => go({ ...search, page })}
      >
        {rows.map((l) => (
          <Tr key={l.id}>
            <Td className="max-w-72">
              <p className="truncate font-medium text-stone-900">{l.title}</p>
              <p className="truncate font-mono text-xs text-stone-600">/pay/{l.alias}</p>
            </Td>
            <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(l.amount)}</Td>
            <Td className="text-sm">{describeMethods(l.settings, tLabels)}</Td>
            <Td>
              <Badge tone={l.status === "active" ? "green" : "gray"}>{tLabels(`status.${l.status}`)}</Badge>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(l.createdAt)}</Td>
            <Td>
              <div className="flex flex-wrap items-center gap-2">
                <CopyButton value={l.url} label={t("copyUrl")} />
                <a
                  href={`/pay/${l.alias}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                  aria-label={t("openLabel", { title: l.title })}
                >
                  {t("open")}
                </a>
                {/* GET /v1/transactions?paymentLinkId=: the transactions page keeps it in the URL as a filter */}
                <Link
                  href={`/transactions?paymentLinkId=${l.id}`}
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                  aria-label={t("viewPaymentsLabel", { title: l.title })}
                >
                  {t("viewPayments")}
                </Link>
                {canEdit && (
                  <>
                    <Link
                      href={`/payment-links/${l.id}/edit`}
                      className={buttonClasses({ variant: "secondary", size: "sm" })}
                      aria-label={t("editLabel", { title: l.title })}
                    >
                      {t("edit")}
                    </Link>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t("deleteLabel", { title: l.title })}
                      onClick={() => remove.ask(l)}
                    >
                      {t("delete")}
                    </Button>
                  </>
                )}
              </div>
            </Td>
          </Tr>
        ))}
      </PagedListTable>
      <ConfirmDialog {...remove.dialog} title={t("deleteTitle")} confirmLabel={t("deleteConfirm")}>
        <p>
          {t.rich("deleteBody", {
            title: remove.target?.title ?? "",
            alias: remove.target?.alias ?? "",
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
