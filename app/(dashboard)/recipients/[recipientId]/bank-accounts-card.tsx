"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { describeApiError } from "@/lib/forms/messages";
import { bankLabel } from "@/lib/banks";
import { formatDocument } from "@/lib/documents";
import { formatDateTimeBR } from "@/lib/money";
import { useRecipientBankAccounts } from "@/lib/queries/recipients";
import { ACCOUNT_TYPE_LABELS } from "../bank-account-fields";
import { AddBankAccountForm } from "./add-bank-account-form";

/** The recipient's accounts, latest first (the one transfers use), and the form to add one. */
export function BankAccountsCard({ recipientId, canEdit }: { recipientId: number; canEdit: boolean }) {
  const { data, isPending, isError, error, refetch } = useRecipientBankAccounts(recipientId);
  const [isAdding, setAdding] = useState(false);
  const accounts = data?.data ?? [];

  return (
    <Card aria-labelledby="contas">
      <CardHeader id="contas" title="Contas bancárias" actions={canEdit && !isAdding && <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>Adicionar conta</Button>} />
      <CardContent className="space-y-4">
        {isAdding && (
          <div className="rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
            <AddBankAccountForm recipientId={recipientId} onDone={() => setAdding(false)} />
          </div>
        )}
        {isPending && <p className="text-sm text-stone-600">Carregando contas…</p>}
        {isError && (
          <div role="alert" className="text-sm text-red-800">
            Não foi possível carregar as contas. {describeApiError(error)}
            <Button variant="secondary" size="sm" className="ml-3" onClick={() => refetch()}>
              Tentar novamente
            </Button>
          </div>
        )}
        {data && accounts.length === 0 && <p className="text-sm text-stone-600">Nenhuma conta cadastrada. Transferências só por chave Pix.</p>}
        {accounts.length > 0 && (
          <ul className="divide-y divide-stone-100" aria-label="Contas do recebedor">
            {accounts.map((a, index) => (
              <li key={a.id} className="py-3 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                  {bankLabel(a.bankCode)}
                  {index === 0 && <Badge tone="green">Usada nas transferências</Badge>}
                </p>
                <p className="text-stone-700">
                  {ACCOUNT_TYPE_LABELS[a.type]} · Agência {a.agencyNumber}
                  {a.agencyDigit ? `-${a.agencyDigit}` : ""} · Conta {a.accountNumber}-{a.accountDigit}
                </p>
                <p className="text-xs text-stone-600">
                  Titular {a.legalName} ({formatDocument(a.documentNumber)}) · adicionada em {formatDateTimeBR(a.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
