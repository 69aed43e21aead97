import type { Metadata } from "next";
import type { ReactNode } from "react";

import { getTranslations } from "@/lib/i18n/server";

import type { BankFilesNamespace } from "./bank-files-types";

export async function bankFilesMetadata(namespace: BankFilesNamespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t("title") };
}

/** A rail's files page: its title and what its files do, above the view (BankFilesView). */
export async function BankFilesPage({ namespace, children }: { namespace: BankFilesNamespace; children: ReactNode }) {
  const t = await getTranslations(namespace);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-stone-600">{t("description")}</p>
      </header>
      {children}
    </div>
  );
}
