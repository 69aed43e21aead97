"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Td, Tr } from "@/components/ui/table";
import { useBankLabel } from "@/lib/client/hooks/use-bank-label";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useRecipients } from "@/lib/client/queries/recipients";
import { formatDocument, maskDocumentInput } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";

import { parseRecipientSearch, RECIPIENTS_PAGE_SIZE, toApiQuery, toSearchString } from "./search-params";

const COLUMNS = ["recipient", "bankAccount", "available", "waitingFunds", "transferred"] as const;

export function RecipientsTable() {
  const t = useTranslations("recipientList");
  const bankLabel = useBankLabel();
  const { search, go } = useUrlSearch(parseRecipientSearch, toSearchString);
  const query = useRecipients(toApiQuery(search));
  const [draft, setDraft] = useState(search.documentNumber ? maskDocumentInput(search.documentNumber) : "");

  function onSearch(e: FormEvent) {
    e.preventDefault();
    go({ documentNumber: draft.replace(/\D/g, "") || undefined, page: 1 });
  }

  const rows = query.data?.data ?? [];

  return (
    <div className="space-y-4">
      <form role="search" aria-label={t("searchLabel")} onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="w-full space-y-1 sm:w-64">
          <Label htmlFor="recipients-document">CPF/CNPJ</Label>
          <Input
            id="recipients-document"
            inputMode="numeric"
            value={draft}
            onChange={(e) => setDraft(maskDocumentInput(e.target.value))}
            placeholder="000.000.000-00"
          />
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

      <PagedListTable
        query={query}
        loadErrorTitle={t("loadError")}
        label={t("tableLabel")}
        columns={COLUMNS.map((c, i) => ({ label: t(`columns.${c}`), alignRight: i >= 2 }))}
        loadingLabel={t("loadingRows")}
        emptyTitle={t("emptyTitle")}
        emptyText={search.documentNumber ? t("emptyForDocument") : t("emptyHint")}
        page={search.page}
        pageSize={RECIPIENTS_PAGE_SIZE}
        onPage={(page) => go({ ...search, page })}
      >
        {rows.map((r) => (
          <Tr key={r.id} className="hover:bg-stone-50">
            <Td className="max-w-72">
              <Link
                href={`/recipients/${r.id}`}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
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
                    {t("accountSummary", {
                      agency: r.bankAccount.agencyNumber,
                      account: r.bankAccount.accountNumber,
                      digit: r.bankAccount.accountDigit,
                    })}
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
      </PagedListTable>
    </div>
  );
}
