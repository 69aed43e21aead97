"use client";

import { type FormEvent, useState } from "react";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";

import { parseCustomerSearch, toCustomerSearchString } from "./search-params";

// One box: a name, an e-mail or a CPF/CNPJ, as far as typed. Enter or "Buscar" applies it.
export function CustomerSearchForm() {
  const t = useTranslations("customerSearch");
  const { search, urlKey, go } = useUrlSearch(parseCustomerSearch, toCustomerSearchString);
  const [draft, setDraft] = useState(search.q ?? "");
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  // the field follows the URL when it changes elsewhere (back/forward, "Limpar")
  if (urlKey !== draftUrlKey) {
    setDraftUrlKey(urlKey);
    setDraft(search.q ?? "");
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    go({ q: draft.trim() || undefined, page: 1 }, { push: true });
  }

  return (
    <form
      role="search"
      aria-label={t("formLabel")}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <FormField label={t("query")} id="customer-q" className="min-w-64 flex-1">
        <Input
          id="customer-q"
          type="search"
          autoComplete="off"
          placeholder={t("queryPlaceholder")}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </FormField>
      <Button type="submit">{t("search")}</Button>
      {search.q && (
        <Button variant="secondary" onClick={() => go({ page: 1 }, { push: true })}>
          {t("clear")}
        </Button>
      )}
    </form>
  );
}
