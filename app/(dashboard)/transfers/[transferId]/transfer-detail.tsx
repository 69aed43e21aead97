"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { ReceiptButton } from "@/components/receipts/receipt-button";
import { TransferStatusBadge } from "@/components/transfers/transfer-status-badge";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { useBankLabel } from "@/lib/client/hooks/use-bank-label";
import type { RecipientBankAccount } from "@/lib/client/queries/recipients";
import { type Transfer, useTransfer } from "@/lib/client/queries/transfers";
import { formatDocument } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

import { SandboxActions } from "./sandbox-actions";

type Props = { transfer: Transfer; recipientName: string; bankAccount: RecipientBankAccount | null; canEdit: boolean };

// failure reasons the dashboard has words for; any other code is shown as the API sent it
const FAIL_REASONS = ["bank_account_rejected"] as const;
type FailReason = (typeof FAIL_REASONS)[number];
const isKnownFailure = (reason: string): reason is FailReason => (FAIL_REASONS as readonly string[]).includes(reason);

export function TransferDetail({ transfer: initial, recipientName, bankAccount: a, canEdit }: Props) {
  const t = useTranslations("transferDetail");
  const bankLabel = useBankLabel();
  const { data } = useTransfer(initial.id, initial);
  const transfer = data ?? initial;
  const failReason = transfer.failReason;
  const created = { amount: formatBRL(transfer.amount), date: formatDateTimeBR(transfer.createdAt) };

  return (
    <div className="space-y-6">
      <Link href="/transfers" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {t("back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-stone-900">{t("title", { id: String(transfer.id) })}</h1>
            <TransferStatusBadge status={transfer.status} />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {transfer.transferredAt
              ? t("createdAndCompleted", { ...created, completedDate: formatDateTimeBR(transfer.transferredAt) })
              : t("created", created)}
          </p>
        </div>
        <ReceiptButton
          path={`/v1/transfers/${transfer.id}`}
          filename={`comprovante-transferencia-${transfer.id}.pdf`}
        />
      </header>
      {canEdit && transfer.status === "processing" && <SandboxActions transferId={transfer.id} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card aria-labelledby="transferencia">
          <CardHeader id="transferencia" title={t("transferTitle")} />
          <CardContent>
            <DescriptionList
              items={[
                {
                  label: t("amount"),
                  value: <span className="font-semibold tabular-nums">{formatBRL(transfer.amount)}</span>,
                },
                { label: t("status"), value: <TransferStatusBadge status={transfer.status} /> },
                {
                  label: t("recipient"),
                  value: (
                    <Link
                      href={`/recipients/${transfer.recipientId}`}
                      className="text-brand-800 underline underline-offset-2"
                    >
                      {recipientName}
                    </Link>
                  ),
                },
                ...(transfer.fee > 0
                  ? [{ label: t("fee"), value: <span className="tabular-nums">{formatBRL(transfer.fee)}</span> }]
                  : []),
                { label: t("description"), value: transfer.description ?? "—" },
                ...(failReason
                  ? [
                      {
                        label: t("failReason"),
                        value: isKnownFailure(failReason) ? t(`failReasons.${failReason}`) : failReason,
                      },
                    ]
                  : []),
                // the bank's proof of payment (a paid order in its CNAB 240 retorno)
                ...(transfer.bankAuthentication
                  ? [
                      {
                        label: t("bankAuthentication"),
                        value: <span className="break-all font-mono">{transfer.bankAuthentication}</span>,
                      },
                    ]
                  : []),
                { label: t("updatedAt"), value: formatDateTimeBR(transfer.updatedAt) },
              ]}
            />
          </CardContent>
        </Card>
        <Card aria-labelledby="destino">
          <CardHeader id="destino" title={t("destinationTitle")} />
          <CardContent>
            {transfer.pixKey ? (
              <DescriptionList
                items={[{ label: t("pixKey"), value: <span className="break-all font-mono">{transfer.pixKey}</span> }]}
              />
            ) : a ? (
              <DescriptionList
                items={[
                  { label: t("bank"), value: bankLabel(a.bankCode) },
                  { label: t("agency"), value: `${a.agencyNumber}${a.agencyDigit ? `-${a.agencyDigit}` : ""}` },
                  { label: t("account"), value: `${a.accountNumber}-${a.accountDigit}` },
                  { label: t("holder"), value: `${a.legalName} (${formatDocument(a.documentNumber)})` },
                ]}
              />
            ) : (
              <p className="text-sm text-stone-600">{t("noBankAccount")}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
