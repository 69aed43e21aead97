"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { StatusFilterBar } from "@/components/data-table/status-filter-bar";
import { DisputeStatusBadge } from "@/components/disputes/dispute-status-badge";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useDisputes } from "@/lib/client/queries/disputes";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import { type DisputeStatus, disputeStatuses } from "@/lib/schemas/disputes";

import { DeadlineText } from "./deadline-text";
import { DISPUTES_PAGE_SIZE, parseDisputeSearch, toApiQuery, toSearchString } from "./search-params";

const COLUMNS = ["id", "date", "transaction", "customer", "deadline", "status", "amount"] as const;

// What is held now: the open disputes (a company rarely has more than a hundred open at once).
function OpenSummary() {
  const t = useTranslations("disputeList");
  const open = useDisputes({ status: "open", limit: "100" });
  if (!open.data) return null;
  const held = open.data.data.reduce((sum, d) => sum + d.amount, 0);
  const unanswered = open.data.data.filter((d) => !d.evidence).length;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-label={t("summaryLabel")}>
      {[
        { label: t("openCount"), value: String(open.data.total) },
        { label: t("heldAmount"), value: formatBRL(held) },
        { label: t("awaitingAnswer"), value: String(unanswered) },
      ].map((item) => (
        <div key={item.label} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="text-sm text-stone-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DisputesTable() {
  const t = useTranslations("disputeList");
  const tStatus = useTranslations("disputeStatus");
  const { search, urlKey, go } = useUrlSearch(parseDisputeSearch, toSearchString);
  const query = useDisputes(toApiQuery(search));
  const rows = query.data?.data ?? [];
  const hasFilters = search.status.length > 0;

  return (
    <div className="space-y-4">
      <OpenSummary />
      <StatusFilterBar
        label={t("filtersLabel")}
        legend={t("statusLegend")}
        options={disputeStatuses.map((s) => ({ value: s, label: tStatus(s) }))}
        selected={search.status}
        urlKey={urlKey}
        onChange={(status: DisputeStatus[]) => go({ status, page: 1 }, { push: true })}
        clear={
          hasFilters
            ? { label: t("clearFilters"), onClear: () => go({ status: [], page: 1 }, { push: true }) }
            : undefined
        }
      />
      <PagedListTable
        query={query}
        loadErrorTitle={t("loadError")}
        label={t("tableLabel")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" }))}
        loadingLabel={t("loadingRows")}
        emptyTitle={t("emptyTitle")}
        emptyText={hasFilters ? t("emptyFiltered") : t("emptyHint")}
        page={search.page}
        pageSize={DISPUTES_PAGE_SIZE}
        onPage={(page) => go({ ...search, page }, { push: true })}
      >
        {rows.map((d) => (
          <Tr key={d.id} className="hover:bg-stone-50">
            <Td className="whitespace-nowrap font-mono">
              <Link
                href={`/disputes/${d.id}`}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
                aria-label={t("disputeLink", { id: String(d.id) })}
              >
                #{d.id}
              </Link>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDateBR(d.createdAt)}</Td>
            <Td className="whitespace-nowrap font-mono">
              <Link
                href={`/transactions/${d.transactionId}`}
                className="text-stone-900 underline-offset-2 hover:underline"
              >
                #{d.transactionId}
              </Link>
            </Td>
            <Td className="max-w-56 truncate">{d.customer.name}</Td>
            <Td className="whitespace-nowrap">
              <DeadlineText dispute={d} />
            </Td>
            <Td>
              <DisputeStatusBadge status={d.status} answered={d.evidence !== null} />
            </Td>
            <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(d.amount)}</Td>
          </Tr>
        ))}
      </PagedListTable>
    </div>
  );
}
