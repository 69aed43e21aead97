"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import {
  type CustomerFilterKey,
  type CustomerSearch,
  isValidCustomerFilter,
  parseCustomerSearch,
  toCustomerSearchString,
} from "./search-params";

// Texts are customerSearch messages: the label is named by the key, the error by invalid.{key}.
const FIELDS: {
  key: CustomerFilterKey;
  type?: string;
  inputMode?: "email" | "numeric";
  autoComplete?: string;
  hasPlaceholder?: boolean;
}[] = [
  { key: "email", type: "email", inputMode: "email", autoComplete: "off" },
  { key: "name", hasPlaceholder: true },
  { key: "documentNumber" },
];

export function CustomerSearchForm() {
  const t = useTranslations("customerSearch");
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const search = useMemo(() => parseCustomerSearch(new URLSearchParams(urlKey)), [urlKey]);
  const [draft, setDraft] = useState<CustomerSearch["filters"]>(search.filters);
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  const [errors, setErrors] = useState<Partial<Record<CustomerFilterKey, string>>>({});
  // the fields follow the URL when it changes elsewhere (back/forward, "Limpar")
  if (urlKey !== draftUrlKey) {
    setDraftUrlKey(urlKey);
    setDraft(search.filters);
    setErrors({});
  }

  function go(filters: CustomerSearch["filters"]) {
    const qs = toCustomerSearchString({ filters, page: 1 });
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const clean: CustomerSearch["filters"] = {};
    const found: typeof errors = {};
    for (const { key } of FIELDS) {
      const value = draft[key]?.trim() ?? "";
      if (!value) {
        if (key === "email") found.email = t("invalid.email");
        continue;
      }
      if (!isValidCustomerFilter(key, value)) found[key] = t(`invalid.${key}`);
      else clean[key] = value;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) go(clean);
  }

  return (
    <form
      role="search"
      aria-label={t("formLabel")}
      onSubmit={onSubmit}
      noValidate
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {FIELDS.map((f) => (
          <FormField key={f.key} label={t(f.key)} id={`customer-${f.key}`} error={errors[f.key]}>
            <Input
              id={`customer-${f.key}`}
              type={f.type ?? "text"}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete ?? "off"}
              required={f.key === "email"}
              placeholder={f.hasPlaceholder ? t("namePlaceholder") : undefined}
              value={draft[f.key] ?? ""}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-describedby={errors[f.key] ? `customer-${f.key}-error` : undefined}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
          </FormField>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">{t("search")}</Button>
        <Button variant="secondary" onClick={() => go({})}>
          {t("clear")}
        </Button>
      </div>
    </form>
  );
}
