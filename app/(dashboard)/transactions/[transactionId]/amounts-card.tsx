import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ESTIMATED_STATUSES } from "@/lib/domain/ledger/transaction-figures";
import { formatBRL } from "@/lib/formats/money";
import { getTranslations } from "@/lib/i18n/server";
import type { Transaction } from "@/lib/schemas/transactions";

function percent(hundredths: number) {
  return `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)}%`;
}

export async function AmountsCard({ transaction: t }: { transaction: Transaction }) {
  const tDetail = await getTranslations("transactionDetail");
  const shippingFee = Number((t.shipping as { fee?: unknown } | null)?.fee ?? 0);
  // fee and net are the ledger's (docs/money.md, "Fee and net"); while the charge waits, the estimate
  const isEstimate = ESTIMATED_STATUSES.includes(t.status);
  // what a chargeback took, or an open dispute holds: what was paid and not refunded
  const held = t.status === "chargedback" || t.status === "in_protest" ? t.paidAmount - t.refundedAmount : 0;
  const rows = [
    { label: tDetail("amounts.amount"), value: formatBRL(t.amount), strong: true },
    // a boleto paid below its amount: what arrived is what the fee and the net were taken from
    ...(t.status === "partially_paid"
      ? [
          {
            label: tDetail("amounts.paid"),
            value: formatBRL(t.paidAmount),
            strong: true,
            hint: tDetail("amounts.paidHint", { amount: formatBRL(t.amount) }),
          },
        ]
      : []),
    {
      label: tDetail("amounts.refunded"),
      value: t.refundedAmount > 0 ? `− ${formatBRL(t.refundedAmount)}` : formatBRL(0),
    },
    ...(held > 0
      ? [
          {
            label: tDetail(t.status === "chargedback" ? "amounts.chargedBack" : "amounts.disputeHeld"),
            value: `− ${formatBRL(held)}`,
          },
        ]
      : []),
    {
      label: tDetail("amounts.fee"),
      value: `− ${formatBRL(t.fee.estimatedFee)}`,
      hint: `${formatBRL(t.fee.fixedAmount)} + ${percent(t.fee.spreadBasisPoints)}`,
    },
    {
      label: tDetail("amounts.net"),
      value: formatBRL(t.fee.netAmount),
      strong: true,
      hint: isEstimate ? tDetail("amounts.netHint") : tDetail("amounts.netLedgerHint"),
    },
  ];
  return (
    <Card aria-labelledby="valores">
      <CardHeader id="valores" title={tDetail("amounts.title")} />
      <CardContent>
        <dl className="divide-y divide-stone-100">
          {rows.map((r) => (
            <div key={r.label} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-sm text-stone-600">
                {r.label}
                {r.hint && <span className="ml-2 text-xs text-stone-600">({r.hint})</span>}
              </dt>
              <dd
                className={
                  r.strong
                    ? "text-base font-semibold tabular-nums text-stone-900"
                    : "text-sm tabular-nums text-stone-800"
                }
              >
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
        {shippingFee > 0 && (
          <p className="mt-2 text-xs text-stone-600">{tDetail("amounts.shipping", { fee: formatBRL(shippingFee) })}</p>
        )}
      </CardContent>
    </Card>
  );
}
