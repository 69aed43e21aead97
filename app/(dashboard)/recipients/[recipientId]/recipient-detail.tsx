"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatDocument } from "@/lib/documents";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { useRecipient, type Recipient } from "@/lib/queries/recipients";
import { BankAccountsCard } from "./bank-accounts-card";
import { RecipientTransfersCard } from "./recipient-transfers-card";

export function RecipientDetail({ initialRecipient, canEdit }: { initialRecipient: Recipient; canEdit: boolean }) {
  const { data } = useRecipient(initialRecipient.id, initialRecipient);
  const r = data ?? initialRecipient;
  const settings = r.transferSettings;

  return (
    <div className="space-y-6">
      <Link href="/recipients" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← Recebedores
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-semibold text-stone-900">{r.legalName}</h1>
            {r.isDefault && <Badge tone="amber">Sua empresa</Badge>}
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {r.document.type.toUpperCase()} {formatDocument(r.document.number)} · cadastrado em {formatDateTimeBR(r.createdAt)}
          </p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Link href={`/transfers/new?recipientId=${r.id}`} className={buttonClasses()}>
              Nova transferência
            </Link>
            <Link href={`/recipients/${r.id}/edit`} className={buttonClasses({ variant: "secondary" })}>
              Editar
            </Link>
          </div>
        )}
      </header>

      <section aria-labelledby="saldo" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <h2 id="saldo" className="sr-only">
          Saldo
        </h2>
        <BalanceTile label="Disponível" value={r.balance.available} hint="Pode ser transferido agora" isMain />
        <BalanceTile label="A receber" value={r.balance.waitingFunds} hint="Pago, aguardando liquidação" />
        <BalanceTile label="Transferido" value={r.balance.transferred} hint="Já enviado para a conta" />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <BankAccountsCard recipientId={r.id} canEdit={canEdit} />
          <RecipientTransfersCard recipientId={r.id} />
        </div>
        <Card aria-labelledby="dados">
          <CardHeader id="dados" title="Dados" />
          <CardContent>
            <DescriptionList
              items={[
                { label: "E-mail", value: r.email ?? "—" },
                { label: "Transferências", value: settings.transferEnabled ? "Ativadas" : "Desativadas" },
                { label: "Antecipação automática", value: settings.automaticAnticipationEnabled ? `Sim, ${settings.anticipatableVolumePercentage}%` : "Não" },
                { label: "ID", value: <span className="font-mono">{r.id}</span> },
              ]}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function BalanceTile({ label, value, hint, isMain }: { label: string; value: number; hint: string; isMain?: boolean }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className={isMain ? "mt-1 text-2xl font-semibold tabular-nums text-stone-900" : "mt-1 text-xl font-semibold tabular-nums text-stone-800"}>{formatBRL(value)}</p>
      <p className="mt-1 text-xs text-stone-600">{hint}</p>
    </div>
  );
}
