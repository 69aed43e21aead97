"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { EmptyRow } from "@/components/data-table/list-states";
import { listQueryState, ListTable, PHONE_CARD as PHONE } from "@/components/data-table/list-table";
import { FormField } from "@/components/forms/form-field";
import { RecipientSelect } from "@/components/recipients/recipient-select";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Input } from "@/components/ui/input";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useBalanceOperations } from "@/lib/client/queries/balance-operations";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR, formatDateTimeBR } from "@/lib/formats/time";
import { type BalanceOperation, type BalanceOperationType, balanceOperationTypes } from "@/lib/schemas/balance";

import { parseStatementSearch, type StatementSearch, toApiQuery, toSearchString } from "./search-params";

const COLUMNS = ["date", "type", "reference", "amount", "balanceAfter"] as const;

export function StatementTable() {
  const t = useTranslations("statement");
  const { search, urlKey, go } = useUrlSearch(parseStatementSearch, toSearchString);
  // the inputs answer at once; the URL (and the list) follow when the navigation lands
  const [draft, setDraft] = useState(search);
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  if (urlKey !== draftUrlKey) {
    setDraftUrlKey(urlKey);
    setDraft(search);
  }
  const apply = (next: StatementSearch) => {
    setDraft(next);
    go(next);
  };
  const query = useBalanceOperations(toApiQuery(search));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.data);
  const total = pages[0]?.total ?? 0;
  const hasFilters = search.type.length > 0 || !!search.from || !!search.to || search.recipientId !== undefined;
  const exportQuery = new URLSearchParams(toApiQuery(search));
  exportQuery.delete("limit");

  return (
    <div className="space-y-4">
      <div
        role="search"
        aria-label={t("filtersLabel")}
        className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <FormField label={t("recipient")} id="statement-recipient">
          <RecipientSelect
            id="statement-recipient"
            value={draft.recipientId ? String(draft.recipientId) : ""}
            onChange={(id) => apply({ ...draft, recipientId: id ? Number(id) : undefined })}
            ownLabel={t("ownRecipient")}
          />
        </FormField>
        <FormField label={t("from")} id="statement-from">
          <Input
            id="statement-from"
            type="date"
            value={draft.from ?? ""}
            onChange={(e) => apply({ ...draft, from: e.target.value || undefined })}
          />
        </FormField>
        <FormField label={t("to")} id="statement-to">
          <Input
            id="statement-to"
            type="date"
            value={draft.to ?? ""}
            onChange={(e) => apply({ ...draft, to: e.target.value || undefined })}
          />
        </FormField>
        <CheckboxGroup
          legend={t("typeLegend")}
          options={balanceOperationTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          selected={draft.type}
          onChange={(type) => apply({ ...draft, type: type as BalanceOperationType[] })}
        />
        {hasFilters && (
          <Button variant="ghost" size="sm" onClick={() => apply({ type: [] })}>
            {t("clearFilters")}
          </Button>
        )}
        <a
          href={`/v1/balance/operations/export.csv?${exportQuery}`}
          download
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          {t("export")}
        </a>
      </div>
      <ListTable
        label={t("tableLabel")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), alignRight: c === "amount" || c === "balanceAfter" }))}
        loadingLabel={t("loadingRows")}
        stackOnPhone
        {...listQueryState(query, t("loadError"))}
        empty={
          rows.length === 0 && (
            <EmptyRow columns={COLUMNS.length} title={t("emptyTitle")}>
              {hasFilters ? t("emptyFiltered") : t("emptyHint")}
            </EmptyRow>
          )
        }
        footer={
          rows.length > 0 && (
            <div className="flex items-center justify-between gap-4 border-t border-stone-100 px-4 py-3 text-sm text-stone-600">
              <span>{t("shown", { shown: rows.length, total })}</span>
              {query.hasNextPage && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t("loadMore")}
                </Button>
              )}
            </div>
          )
        }
      >
        {rows.map((o) => (
          <OperationRow key={o.id} operation={o} />
        ))}
      </ListTable>
    </div>
  );
}

function OperationRow({ operation: o }: { operation: BalanceOperation }) {
  const t = useTranslations("statement");
  // settled later than it was recorded (a card's D+30): say when it can be transferred
  const isLater = new Date(o.availableAt).getTime() > new Date(o.createdAt).getTime() + 60_000;
  // below md a card: the type and the amount, the reference and the balance after, then the date
  return (
    <Tr className={PHONE.row}>
      <Td
        className={`whitespace-nowrap tabular-nums ${PHONE.cell} max-md:order-5 max-md:text-xs max-md:text-stone-600`}
      >
        {formatDateTimeBR(o.createdAt)}
      </Td>
      <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-1 max-md:whitespace-normal max-md:font-medium`}>
        {t(`types.${o.type}`)}
        {isLater && (
          <span className="ml-2 text-xs font-normal text-stone-600">
            ({t("availableAt", { date: formatDateBR(o.availableAt) })})
          </span>
        )}
      </Td>
      <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-3 max-md:text-xs`}>
        {o.transactionId !== null && (
          <Link href={`/transactions/${o.transactionId}`} className="text-brand-800 underline-offset-2 hover:underline">
            {t("transaction", { id: String(o.transactionId) })}
          </Link>
        )}
        {o.transferId !== null && (
          <Link href={`/transfers/${o.transferId}`} className="text-brand-800 underline-offset-2 hover:underline">
            {t("transfer", { id: String(o.transferId) })}
          </Link>
        )}
      </Td>
      <Td
        className={`whitespace-nowrap text-right tabular-nums ${o.amount < 0 ? "text-red-800" : "text-stone-900"} ${PHONE.cell} max-md:order-2 max-md:font-medium`}
      >
        {formatBRL(o.amount)}
      </Td>
      <Td
        data-label={t("columns.balanceAfter")}
        className={`whitespace-nowrap text-right tabular-nums font-medium text-stone-900 ${PHONE.cell} max-md:order-4 max-md:text-xs max-md:font-normal max-md:before:mr-1 max-md:before:text-stone-600 max-md:before:content-[attr(data-label)]`}
      >
        {formatBRL(o.balanceAfter)}
      </Td>
    </Tr>
  );
}
