import type { Metadata } from "next";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { BoletoFilesView } from "./boleto-files-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("boletoFiles");
  return { title: t("title") };
}

// /boleto-files – the boleto rail's daily cycle (docs/rails.md): generate the CNAB 240 remessa, download
// it for the bank, import the bank's retorno (GET/POST /v1/boleto-files). Viewers only read and download.
export default async function BoletoFilesPage() {
  const user = await requireSession();
  const t = await getTranslations("boletoFiles");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-stone-600">{t("description")}</p>
      </header>
      <BoletoFilesView canEdit={user.role !== "viewer"} />
    </div>
  );
}
