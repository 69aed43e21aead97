"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { Badge } from "@/components/ui/badge";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { RowMenu } from "@/components/ui/row-menu";
import { Select } from "@/components/ui/select";
import { Td, Tr } from "@/components/ui/table";
import { useRowRemoval } from "@/lib/client/hooks/use-row-removal";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { type PaymentLink, useDeletePaymentLink, usePaymentLinks } from "@/lib/client/queries/payment-links";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

import { describeMethods } from "./labels";
import {
  parsePaymentLinkSearch,
  PAYMENT_LINKS_PAGE_SIZE,
  type PaymentLinkSearch,
  toApiQuery,
  toSearchString,
} from "./search-params";

// keys of paymentLinkList.columns
const COLUMNS = ["link", "amount", "methods", "status", "createdAt", "sales", "actions"] as const;

export function PaymentLinksTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("paymentLinkList");
  const tLabels = useTranslations("paymentLinkLabels");
  const { search, go } = useUrlSearch(parsePaymentLinkSearch, toSearchString);
  const query = usePaymentLinks(toApiQuery(search));
  const remove = useRowRemoval<PaymentLink>(useDeletePaymentLink());

  const rows = query.data?.data ?? [];
  // "Copiar URL" from the menu: the clipboard, then a polite announcement of what happened
  const [copied, setCopied] = useState<string | null>(null);
  async function copy(link: PaymentLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(t("copied", { title: link.title }));
    } catch {
      setCopied(t("copyFailed", { url: link.url }));
    }
  }

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
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" || c === "sales" }))}
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
            <Td className="whitespace-nowrap text-right tabular-nums">
              <span className="font-medium">{formatBRL(l.sales.amount)}</span>
              <span className="block text-xs text-stone-600">
                {t("salesCount", { count: l.sales.count })}
                {l.paymentsLeft !== null && ` · ${t("placesLeft", { count: l.paymentsLeft })}`}
              </span>
            </Td>
            <Td>
              <RowMenu
                label={t("actionsLabel", { title: l.title })}
                buttonText={t("actions")}
                items={[
                  { label: t("copyUrl"), onSelect: () => void copy(l) },
                  {
                    label: t("open"),
                    ariaLabel: t("openLabel", { title: l.title }),
                    href: `/pay/${l.alias}`,
                    external: true,
                  },
                  // GET /v1/transactions?paymentLinkId=: the transactions page keeps it in the URL as a filter
                  {
                    label: t("viewPayments"),
                    ariaLabel: t("viewPaymentsLabel", { title: l.title }),
                    href: `/transactions?paymentLinkId=${l.id}`,
                  },
                  ...(canEdit
                    ? [
                        {
                          label: t("edit"),
                          ariaLabel: t("editLabel", { title: l.title }),
                          href: `/payment-links/${l.id}/edit`,
                        },
                        {
                          label: t("delete"),
                          ariaLabel: t("deleteLabel", { title: l.title }),
                          tone: "danger" as const,
                          onSelect: () => remove.ask(l),
                        },
                      ]
                    : []),
                ]}
              />
            </Td>
          </Tr>
        ))}
      </PagedListTable>
      <p role="status" aria-live="polite" className="text-sm text-stone-700">
        {copied}
      </p>
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
