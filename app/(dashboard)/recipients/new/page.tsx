import type { Metadata } from "next";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { RecipientForm } from "./recipient-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recipientForm");
  return { title: t("title") };
}

// /recipients/new – POST /v1/recipients with its first bank account
export default async function NewRecipientPage() {
  const user = await requireSession();
  const t = await getTranslations("recipientForm");
  return (
    <FormPage backHref="/recipients" backLabel={<>← {t("back")}</>} title={t("title")} description={t("description")}>
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref="/recipients" backLabel={t("backToList")} />
      ) : (
        <RecipientForm />
      )}
    </FormPage>
  );
}
