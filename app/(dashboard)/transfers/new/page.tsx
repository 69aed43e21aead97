import type { Metadata } from "next";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { idParam } from "@/lib/schemas/common";

import { TransferForm } from "./transfer-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("transferForm");
  return { title: t("title") };
}

type Props = { searchParams: Promise<{ recipientId?: string }> };

// /transfers/new[?recipientId=] – POST /v1/transfers from a recipient's available balance
export default async function NewTransferPage({ searchParams }: Props) {
  const user = await requireSession();
  const t = await getTranslations("transferForm");
  const recipientId = idParam.safeParse((await searchParams).recipientId);
  return (
    <FormPage
      narrow
      backHref="/transfers"
      backLabel={<>← {t("back")}</>}
      title={t("title")}
      description={t("description")}
    >
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref="/transfers" backLabel={t("backToList")} />
      ) : (
        <TransferForm initialRecipientId={recipientId.success ? recipientId.data : undefined} />
      )}
    </FormPage>
  );
}
