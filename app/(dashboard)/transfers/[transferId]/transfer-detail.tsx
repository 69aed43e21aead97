"use client";

import Link from "next/link";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { TransferStatusBadge } from "@/components/transfers/transfer-status-badge";
import { bankLabel } from "@/lib/banks";
import { formatDocument } from "@/lib/documents";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import type { RecipientBankAccount } from "@/lib/queries/recipients";
import { useTransfer, type Transfer } from "@/lib/queries/transfers";
import { SandboxActions } from "./sandbox-actions";

type Props = { transfer: Transfer; recipientName: string; bankAccount: RecipientBankAccount | null; canEdit: boolean };

const FAILURE_LABELS: Record<string, string> = { bank_account_rejected: "Conta recusada pelo banco" };

export function TransferDetail({ transfer: initial, recipientName, bankAccount: a, canEdit }: Props) {
  const { data } = useTransfer(initial.id, initial);
  const t = data ?? initial;

  return (
    <div className="space-y-6">
      <Link href="/transfers" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← Transferências
      </Link>
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-stone-900">Transferência #{t.id}</h1>
          <TransferStatusBadge status={t.status} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {formatBRL(t.amount)} · criada em {formatDateTimeBR(t.createdAt)}
          {t.transferredAt && <> · concluída em {formatDateTimeBR(t.transferredAt)}</>}
        </p>
      </header>
      {canEdit && t.status === "processing" && <SandboxActions transferId={t.id} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card aria-labelledby="transferencia">
          <CardHeader id="transferencia" title="Transferência" />
          <CardContent>
            <DescriptionList
              items={[
                { label: "Valor", value: <span className="font-semibold tabular-nums">{formatBRL(t.amount)}</span> },
                { label: "Status", value: <TransferStatusBadge status={t.status} /> },
                { label: "Recebedor", value: <Link href={`/recipients/${t.recipientId}`} className="text-brand-800 underline underline-offset-2">{recipientName}</Link> },
                { label: "Descrição", value: t.description ?? "—" },
                ...(t.failureReason ? [{ label: "Motivo da falha", value: FAILURE_LABELS[t.failureReason] ?? t.failureReason }] : []),
                { label: "Última atualização", value: formatDateTimeBR(t.updatedAt) },
              ]}
            />
          </CardContent>
        </Card>
        <Card aria-labelledby="destino">
          <CardHeader id="destino" title="Destino" />
          <CardContent>
            {t.pixKey ? (
              <DescriptionList items={[{ label: "Chave Pix", value: <span className="break-all font-mono">{t.pixKey}</span> }]} />
            ) : a ? (
              <DescriptionList
                items={[
                  { label: "Banco", value: bankLabel(a.bankCode) },
                  { label: "Agência", value: `${a.agencyNumber}${a.agencyDigit ? `-${a.agencyDigit}` : ""}` },
                  { label: "Conta", value: `${a.accountNumber}-${a.accountDigit}` },
                  { label: "Titular", value: `${a.legalName} (${formatDocument(a.documentNumber)})` },
                ]}
              />
            ) : (
              <p className="text-sm text-stone-600">Conta bancária não informada.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
