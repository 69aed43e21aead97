"use client";

import { useTranslations } from "use-intl";

import { bankLabel } from "@/lib/formats/banks";

/** bankLabel, naming a code outside the bank list in the merchant's language ("Banco 999"). */
export function useBankLabel() {
  const t = useTranslations("bankAccountForm");
  return (code: string) => bankLabel(code, (unknown) => t("unknownBank", { code: unknown }));
}
