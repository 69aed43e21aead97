"use client";

import { type FormEvent, useState } from "react";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";

import { useFilterOptions } from "./filter-options";
import { PaymentLinkFilterChip } from "./payment-link-filter-chip";
import {
  type FilterKey,
  isValidFilter,
  parseTransactionSearch,
  toSearchString,
  type TransactionFilters,
  type TransactionSearch,
} from "./search-params";

type TextKey = "name" | "email" | "documentNumber" | "phone" | "id" | "cardLastDigits";

type LabelKey = "customerName" | "customerEmail" | "document" | "phone" | "transactionId" | "cardLastDigits";

const TEXT_FIELDS: {
  key: TextKey;
  label: LabelKey;
  type?: string;
  inputMode?: "numeric" | "email" | "tel";
  isMain?: boolean;
}[] = [
  { key: "name", label: "customerName", isMain: true },
  { key: "email", label: "customerEmail", type: "email", inputMode: "email" },
  { key: "documentNumber", label: "document" },
  { key: "phone", label: "phone", type: "tel", inputMode: "tel" },
  { key: "id", label: "transactionId", inputMode: "numeric" },
  { key: "cardLastDigits", label: "cardLastDigits", inputMode: "numeric" },
];

const MORE_KEYS: FilterKey[] = [
  "email",
  "documentNumber",
  "phone",
  "id",
  "deliveryStatus",
  "installments",
  "traceable",
  "amountFrom",
  "amountTo",
  "cardBrand",
  "cardLastDigits",
];

function splitList(value: string | undefined) {
  return value ? value.split(",") : [];
}

export function TransactionFilters() {
  const t = useTranslations("transactionFilters");
  const options = useFilterOptions();
  const { search, urlKey, go } = useUrlSearch(parseTransactionSearch, toSearchString);

  // the draft follows the URL whenever the URL changes (apply, clear, back/forward)
  const [draft, setDraft] = useState<TransactionFilters>(search.filters);
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [showMore, setShowMore] = useState(() => MORE_KEYS.some((k) => search.filters[k]));
  // on a phone the panel starts folded so the list is on the first screen
  const [isOpenOnPhone, setOpenOnPhone] = useState(false);
  const activeCount = Object.keys(search.filters).length;
  if (urlKey !== draftUrlKey) {
    setDraftUrlKey(urlKey);
    setDraft(search.filters);
    setErrors({});
  }

  function apply(filters: TransactionFilters) {
    const clean: TransactionFilters = {};
    for (const [k, v] of Object.entries(filters) as [FilterKey, string | undefined][])
      if (v?.trim()) clean[k] = v.trim();
    // a new history entry: Back returns to the list as it was before this change
    go({ filters: clean, page: 1, limit: search.limit, sort: search.sort }, { push: true });
  }

  // checkboxes, selects and dates apply at once; text fields wait for Enter or "Filtrar"
  function setAndApply(key: FilterKey, value: string) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    apply(next);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found: Partial<Record<TextKey, string>> = {};
    for (const { key } of TEXT_FIELDS)
      if (draft[key]?.trim() && !isValidFilter(key, draft[key])) found[key] = t("invalidValue");
    setErrors(found);
    if (Object.keys(found).length === 0) apply(draft);
  }

  const textInput = ({ key, label, type, inputMode }: (typeof TEXT_FIELDS)[number]) => (
    <FormField key={key} label={t(label)} id={`filter-${key}`} error={errors[key]}>
      <Input
        id={`filter-${key}`}
        type={type ?? "text"}
        inputMode={inputMode}
        value={draft[key] ?? ""}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `filter-${key}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </FormField>
  );

  return (
    <div>
      {search.filters.paymentLinkId && (
        <div role="group" aria-label={t("activeFilters")} className="mb-3">
          <PaymentLinkFilterChip
            paymentLinkId={Number(search.filters.paymentLinkId)}
            onClear={() => apply({ ...search.filters, paymentLinkId: undefined })}
          />
        </div>
      )}
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={isOpenOnPhone}
        aria-controls="filtros-transacoes"
        onClick={() => setOpenOnPhone((v) => !v)}
      >
        {isOpenOnPhone ? t("hide") : t("show")}
        {activeCount > 0 && ` (${activeCount})`}
      </Button>
      <form
        id="filtros-transacoes"
        role="search"
        aria-label={t("label")}
        onSubmit={onSubmit}
        // the app's own messages, not the browser's (English) tooltip
        noValidate
        className={cn(
          "space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200 max-sm:mt-3",
          isOpenOnPhone ? "block" : "hidden sm:block",
        )}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEXT_FIELDS.filter((f) => f.isMain).map(textInput)}
          <FormField label={t("createdFrom")} id="filter-createdFrom">
            <Input
              id="filter-createdFrom"
              type="date"
              value={draft.createdFrom?.slice(0, 10) ?? ""}
              max={draft.createdTo?.slice(0, 10)}
              onChange={(e) => setAndApply("createdFrom", e.target.value)}
            />
          </FormField>
          <FormField label={t("createdTo")} id="filter-createdTo">
            <Input
              id="filter-createdTo"
              type="date"
              value={draft.createdTo?.slice(0, 10) ?? ""}
              min={draft.createdFrom?.slice(0, 10)}
              onChange={(e) => setAndApply("createdTo", e.target.value)}
            />
          </FormField>
          <FormField label={t("sort")} id="filter-sort">
            <Select
              id="filter-sort"
              options={options.sort}
              value={search.sort}
              onChange={(e) =>
                go({ ...search, sort: e.target.value as TransactionSearch["sort"], page: 1 }, { push: true })
              }
            />
          </FormField>
          <CheckboxGroup
            legend={t("paymentMethod")}
            options={options.method}
            selected={splitList(draft.paymentMethods)}
            onChange={(v) => setAndApply("paymentMethods", v.join(","))}
          />
        </div>
        <CheckboxGroup
          legend={t("status")}
          options={options.status}
          selected={splitList(draft.status)}
          onChange={(v) => setAndApply("status", v.join(","))}
        />
        {showMore && (
          <div id="mais-filtros" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TEXT_FIELDS.filter((f) => !f.isMain).map(textInput)}
            <FormField label={t("delivery")} id="filter-deliveryStatus">
              <Select
                id="filter-deliveryStatus"
                options={options.delivery}
                value={draft.deliveryStatus?.split(",")[0] ?? ""}
                onChange={(e) => setAndApply("deliveryStatus", e.target.value)}
              />
            </FormField>
            <FormField label={t("installments")} id="filter-installments">
              <Select
                id="filter-installments"
                options={options.installments}
                value={draft.installments?.split(",")[0] ?? ""}
                onChange={(e) => setAndApply("installments", e.target.value)}
              />
            </FormField>
            <FormField label={t("amountFrom")} id="filter-amountFrom">
              <MoneyInput
                id="filter-amountFrom"
                value={draft.amountFrom ? Number(draft.amountFrom) : undefined}
                onChange={(cents) => setDraft({ ...draft, amountFrom: cents ? String(cents) : undefined })}
              />
            </FormField>
            <FormField label={t("amountTo")} id="filter-amountTo">
              <MoneyInput
                id="filter-amountTo"
                value={draft.amountTo ? Number(draft.amountTo) : undefined}
                onChange={(cents) => setDraft({ ...draft, amountTo: cents ? String(cents) : undefined })}
              />
            </FormField>
            <FormField label={t("cardBrand")} id="filter-cardBrand">
              <Select
                id="filter-cardBrand"
                options={options.cardBrand}
                value={draft.cardBrand ?? ""}
                onChange={(e) => setAndApply("cardBrand", e.target.value)}
              />
            </FormField>
            <FormField label={t("traceable")} id="filter-traceable">
              <Select
                id="filter-traceable"
                options={options.traceable}
                value={draft.traceable === "1" ? "true" : draft.traceable === "0" ? "false" : (draft.traceable ?? "")}
                onChange={(e) => setAndApply("traceable", e.target.value)}
              />
            </FormField>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit">{t("submit")}</Button>
          <Button variant="secondary" onClick={() => apply({})}>
            {t("clear")}
          </Button>
          <Button
            variant="ghost"
            aria-expanded={showMore}
            aria-controls="mais-filtros"
            onClick={() => setShowMore((v) => !v)}
          >
            {showMore ? t("fewer") : t("more")}
          </Button>
        </div>
      </form>
    </div>
  );
}
