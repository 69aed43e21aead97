"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useBankLabel } from "@/lib/client/hooks/use-bank-label";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useRecipientBankAccounts } from "@/lib/client/queries/recipients";
import { formatDocument } from "@/lib/formats/documents";
import { formatDateTimeBR } from "@/lib/formats/time";

import { AddBankAccountForm } from "./add-bank-account-form";
import { DestinationStatus } from "./destination-status";

/** The recipient's accounts, latest first (the one transfers use), and the form to add one. */
export function BankAccountsCard({
  recipientId,
  canEdit,
  isOwner,
}: {
  recipientId: number;
  canEdit: boolean;
  isOwner: boolean;
}) {
  const t = useTranslations("recipientDetail");
  const tAccount = useTranslations("bankAccountForm");
  const bankLabel = useBankLabel();
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error, refetch } = useRecipientBankAccounts(recipientId);
  const [isAdding, setAdding] = useState(false);
  const accounts = data?.data ?? [];

  return (
    <Card aria-labelledby="contas">
      <CardHeader
        id="contas"
        title={t("bankAccountsTitle")}
        actions={
          canEdit &&
          !isAdding && (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              {t("addAccount")}
            </Button>
          )
        }
      />
      <CardContent className="space-y-4">
        {isAdding && (
          <div className="rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
            <AddBankAccountForm recipientId={recipientId} canMarkThirdParty={isOwner} onDone={() => setAdding(false)} />
          </div>
        )}
        {isPending && <p className="text-sm text-stone-600">{t("loadingAccounts")}</p>}
        {isError && (
          <div role="alert" className="text-sm text-red-800">
            {t("accountsError")} {describeApiError(error)}
            <Button variant="secondary" size="sm" className="ml-3" onClick={() => void refetch()}>
              {t("retry")}
            </Button>
          </div>
        )}
        {data && accounts.length === 0 && <p className="text-sm text-stone-600">{t("noAccounts")}</p>}
        <p className="text-xs text-stone-600">{t("cooldownNote")}</p>
        {accounts.length > 0 && (
          <ul className="divide-y divide-stone-100" aria-label={t("accountsLabel")}>
            {accounts.map((a, index) => (
              <li key={a.id} className="py-3 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                  {bankLabel(a.bankCode)}
                  {index === 0 && <Badge tone="green">{t("usedForTransfers")}</Badge>}
                </p>
                <p className="text-stone-700">
                  {t("accountSummary", {
                    type: tAccount(`accountTypes.${a.type}`),
                    agency: a.agencyDigit ? `${a.agencyNumber}-${a.agencyDigit}` : a.agencyNumber,
                    account: a.accountNumber,
                    digit: a.accountDigit,
                  })}
                </p>
                <p className="text-xs text-stone-600">
                  {t("accountHolder", {
                    name: a.legalName,
                    document: formatDocument(a.documentNumber),
                    date: formatDateTimeBR(a.createdAt),
                  })}
                </p>
                <DestinationStatus recipientId={recipientId} kind="bank-accounts" destination={a} isOwner={isOwner} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
