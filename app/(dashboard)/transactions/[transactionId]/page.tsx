import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ReceiptButton } from "@/components/receipts/receipt-button";
import { StatusBadge } from "@/components/transactions/status-badge";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { env } from "@/lib/platform/env";

import { AmountsCard } from "./amounts-card";
import { CustomerCard } from "./customer-card";
import { DeliveryCard } from "./delivery-card";
import { EventsCard } from "./events-card";
import { ItemsCard } from "./items-card";
import { loadTransactionPage } from "./load-transaction";
import { PayablesCard } from "./payables-card";
import { PaymentCard } from "./payment-card";
import { PspCard } from "./psp-card";
import { RefundsCard } from "./refunds-card";
import { SandboxCard } from "./sandbox-card";
import { SplitsCard } from "./splits-card";
import { TimelineCard } from "./timeline-card";
import { TransactionActions } from "./transaction-actions";

type Props = { params: Promise<{ transactionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("transactionDetail");
  return { title: t("title", { id: (await params).transactionId }) };
}

// /transactions/{id} – one transaction of the company; another company's id is a 404
export default async function TransactionPage({ params }: Props) {
  const user = await requireSession();
  const data = await loadTransactionPage({ companyId: user.companyId, rawId: (await params).transactionId });
  if (!data) notFound();
  const { transaction: t, history, pixQrDataUrl, recipientNames, devolucoes, payables, dispute } = data;
  const pix = t.pix as { txid?: string; end2EndId?: string } | null;
  // viewers see every action disabled with a hint; the API refuses them anyway (403)
  const canEdit = user.role !== "viewer";
  const tDetail = await getTranslations("transactionDetail");

  return (
    <div className="space-y-6">
      <Link href="/transactions" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        {tDetail("back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-semibold text-stone-900">{tDetail("title", { id: t.id })}</h1>
            <StatusBadge status={t.status} />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {formatBRL(t.amount)} · {tDetail("createdAt", { date: formatDateTimeBR(t.createdAt) })}
            {t.paidAt && <> · {tDetail("paidAt", { date: formatDateTimeBR(t.paidAt) })}</>}
          </p>
          {dispute && (
            <Link
              href={`/disputes/${dispute.id}`}
              className="mt-1 inline-block text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {dispute.status === "open"
                ? tDetail("answerDispute", { id: dispute.id })
                : tDetail("viewDispute", { id: dispute.id })}
            </Link>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <ReceiptButton path={`/v1/transactions/${t.id}`} filename={`comprovante-${t.id}.pdf`} />
          <TransactionActions
            transactionId={t.id}
            status={t.status}
            refundable={t.amount - t.refundedAmount}
            authorizedAmount={t.authorizedAmount}
            canEdit={canEdit}
          />
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AmountsCard transaction={t} />
          <PaymentCard transaction={t} pixQrDataUrl={pixQrDataUrl} />
          {pix?.txid && <PspCard txid={pix.txid} end2EndId={pix.end2EndId ?? null} devolucoes={devolucoes} />}
          <ItemsCard items={t.items} />
          {t.splits.length > 0 && <SplitsCard splits={t.splits} recipientNames={recipientNames} />}
          {payables.length > 0 && <PayablesCard payables={payables} recipientNames={recipientNames} />}
        </div>
        <div className="space-y-6">
          {/* the sandbox routes exist only in sandbox mode (lib/platform/require-sandbox.ts) */}
          {env.isSandbox && (
            <SandboxCard transactionId={t.id} status={t.status} paymentMethod={t.paymentMethod} canEdit={canEdit} />
          )}
          <CustomerCard customer={t.customer} />
          {(t.traceable || t.delivery) && (
            <DeliveryCard transactionId={t.id} status={t.status} delivery={t.delivery} canEdit={canEdit} />
          )}
          <TimelineCard history={history} />
          <RefundsCard refunds={t.refunds} />
          <EventsCard transactionId={t.id} />
        </div>
      </div>
    </div>
  );
}
