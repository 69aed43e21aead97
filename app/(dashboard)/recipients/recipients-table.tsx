"use client";

import { useMemo, useState, type FormEvent } from "react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { EmptyRow } from "@/components/data-table/list-states";
import { ListPager } from "@/components/data-table/list-pager";
import { ListTable, listQueryState } from "@/components/data-table/list-table";
import { useUrlSearch } from "@/components/data-table/use-url-search";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Td, Tr } from "@/components/ui/table";
import { formatDocument, maskDocumentInput } from "@/lib/documents";
import { formatBRL } from "@/lib/money";
import { useRecipients } from "@/lib/queries/recipients";
import { useBankLabel } from "./use-bank-label";
import { parseRecipientSearch, RECIPIENTS_PAGE_SIZE, toApiQuery, toSearchString } from "./search-params";

const COLUMNS = ["recipient", "bankAccount", "available", "waitingFunds", "transferred"] as const;

export function RecipientsTable() {
  const t = useTranslations("recipientList");
  const bankLabel = useBankLabel();
  const { search, go } = useUrlSearch(parseRecipientSearch, toSearchString);
  const query = useRecipients(toApiQuery(search));
  const { data, isPending } = query;
  const [draft, setDraft] = useState(search.documentNumber ? maskDocumentInput(search.documentNumber) : "");

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ documentNumber: draft.replace(/\D/g, "") || undefined, page: 1 });
  }

  const rows = data?.data ?? [];

  return (
    <div className="space-y-4">
      <form role="search" aria-label={t("searchLabel")} onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="w-full space-y-1 sm:w-64">
          <Label htmlFor="recipients-document">CPF/CNPJ</Label>
          <Input id="recipients-document" inputMode="numeric" value={draft} onChange={(e) => setDraft(maskDocumentInput(e.target.value))} placeholder="000.000.000-00" />
        </div>
        <Button type="submit" variant="secondary">
          {t("search")}
        </Button>
        {search.documentNumber && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft("");
              go({ page: 1 });
            }}
          >
            {t("clearSearch")}
          </Button>
        )}
      </form>

      <ListTable
        {...listQueryState(query, t("loadError"))}
        label={t("tableLabel")}
        columns={COLUMNS.map((c, i) => ({ label: t(`columns.${c}`), alignRight: i >= 2 }))}
        loadingLabel={t("loadingRows")}
        empty={
          rows.length === 0 && (
            <EmptyRow columns={COLUMNS.length} title={t("emptyTitle")}>
              {search.documentNumber ? t("emptyForDocument") : t("emptyHint")}
            </EmptyRow>
          )
        }
        footer={<ListPager page={search.page} limit={RECIPIENTS_PAGE_SIZE} count={rows.length} total={data?.total ?? 0} isLoading={isPending} onPage={(page) => go({ ...search, page })} />}
      >
        {rows.map((r) => (
          <Tr key={r.id} className="hover:bg-stone-50">
            <Td className="max-w-72">
              <Link href={`/recipients/${r.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                {r.legalName}
              </Link>
              {r.isDefault && (
                <Badge tone="amber" className="ml-2">
                  {t("yourCompany")}
                </Badge>
              )}
              <p className="text-xs text-stone-600">{formatDocument(r.document.number)}</p>
            </Td>
            <Td className="whitespace-nowrap text-sm">
              {r.bankAccount ? (
                <>
                  <p>{bankLabel(r.bankAccount.bankCode)}</p>
                  <p className="text-xs text-stone-600">
                    {t("accountSummary", { agency: r.bankAccount.agencyNumber, account: r.bankAccount.accountNumber, digit: r.bankAccount.accountDigit })}
                  </p>
                </>
              ) : (
                <span className="text-stone-600">{t("noAccount")}</span>
              )}
            </Td>
            <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(r.balance.available)}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(r.balance.waitingFunds)}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(r.balance.transferred)}</Td>
          </Tr>
        ))}
      </ListTable>
    </div>
  );
}
