"use client";

import Link from "next/link";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis } from "recharts";
import { useTranslations } from "use-intl";

import { EmptyRow } from "@/components/data-table/list-states";
import { listQueryState, ListTable, PHONE_CARD as PHONE } from "@/components/data-table/list-table";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { RecipientSelect } from "@/components/recipients/recipient-select";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { ChartCard } from "@/components/ui/chart-card";
import { CHART_COLORS, chartTick, columnBar, MoneyAxis, moneyTooltip } from "@/components/ui/chart-style";
import { Select } from "@/components/ui/select";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useIdempotencyKey } from "@/lib/client/hooks/use-idempotency-key";
import {
  useAnticipationPreview,
  useBalance,
  useCreateAnticipation,
  usePayableDays,
  usePayables,
} from "@/lib/client/queries/payables";
import { formatBRL, formatMonthlyRate } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import { addDays, todayInSaoPaulo } from "@/lib/formats/time";
import { type Anticipation, type Payable, type PayableStatus, payableStatuses } from "@/lib/schemas/payables";

const COLUMNS = ["paymentDate", "transaction", "amount", "fee", "deductions", "net", "status"] as const;
const STATUS_TONE: Record<PayableStatus, BadgeTone> = {
  waiting_funds: "amber",
  paid: "green",
  anticipated: "blue",
  canceled: "gray",
};
const WEEKS = 13;
const UPCOMING = "upcoming";

export function ReceivablesView() {
  const t = useTranslations("receivables");
  const [recipientId, setRecipientId] = useState<string>("");
  // the list opens on what is still to come (paid from today on, soonest first); "Todas" or a
  // status (Pago…) shows the past too
  const [status, setStatus] = useState<string>(UPCOMING);
  const [today] = useState(() => todayInSaoPaulo());
  const scope: Record<string, string> = recipientId ? { recipientId } : {};
  const balance = useBalance(scope);
  const limits = useAnticipationPreview(scope);
  const payables = usePayables({
    ...scope,
    limit: "100",
    ...(status === UPCOMING ? { dueFrom: today } : status && { status }),
  });
  const rows = payables.data?.data ?? [];

  return (
    <div className="space-y-6">
      <div
        role="search"
        aria-label={t("filtersLabel")}
        className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <FormField label={t("recipient")} id="receivables-recipient">
          <RecipientSelect
            id="receivables-recipient"
            value={recipientId}
            onChange={setRecipientId}
            ownLabel={t("ownRecipient")}
          />
        </FormField>
      </div>

      <section aria-label={t("summaryLabel")} className="grid gap-4 sm:grid-cols-3">
        <Figure label={t("waitingFunds")} value={balance.data ? formatBRL(balance.data.waitingFunds) : "…"} />
        <Figure label={t("available")} value={balance.data ? formatBRL(balance.data.available) : "…"} />
        <Figure label={t("anticipatable")} value={limits.data ? formatBRL(limits.data.limit) : "…"} />
      </section>

      <Calendar scope={scope} />

      <AnticipationCard
        key={recipientId}
        scope={scope}
        limit={limits.data?.limit}
        percentage={limits.data?.anticipatableVolumePercentage}
        recipientId={limits.data?.recipientId}
      />

      <div className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-lg font-semibold text-stone-900">{t("listTitle")}</h2>
          <FormField label={t("status")} id="receivables-status">
            <Select id="receivables-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value={UPCOMING}>{t("upcoming")}</option>
              <option value="">{t("allStatuses")}</option>
              {payableStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <ListTable
          label={t("tableLabel")}
          columns={COLUMNS.map((c) => ({
            label: t(`columns.${c}`),
            alignRight: c !== "paymentDate" && c !== "transaction" && c !== "status",
          }))}
          loadingLabel={t("loading")}
          stackOnPhone
          {...listQueryState(payables, t("loadError"))}
          empty={
            rows.length === 0 && (
              <EmptyRow columns={COLUMNS.length} title={t("emptyTitle")}>
                {t("emptyHint")}
              </EmptyRow>
            )
          }
          footer={
            rows.length > 0 && (
              <p className="border-t border-stone-100 px-4 py-3 text-sm text-stone-600">
                {t("shown", { shown: rows.length, total: payables.data?.total ?? rows.length })}
              </p>
            )
          }
        >
          {rows.map((p) => (
            <PayableRow key={p.id} payable={p} />
          ))}
        </ListTable>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-stone-900">{value}</p>
    </div>
  );
}

// The next 90 days of waiting payables, a bar per week (what arrives in that week, net).
function Calendar({ scope }: { scope: Record<string, string> }) {
  const t = useTranslations("receivables");
  const [from] = useState(() => todayInSaoPaulo());
  const days = usePayableDays({ ...scope, status: "waiting_funds", dueFrom: from, dueTo: addDays(from, 90) });
  const [by, setBy] = useState<"week" | "day">("week");
  const size = by === "week" ? 7 : 1;
  const buckets = Array.from({ length: by === "week" ? WEEKS : 91 }, (_, i) => ({
    from: addDays(from, i * size),
    to: addDays(from, i * size + size - 1),
    netAmount: 0,
    count: 0,
  }));
  for (const d of days.data?.data ?? []) {
    const bucket = buckets.findLast((x) => x.from <= d.date);
    if (bucket) {
      bucket.netAmount += d.netAmount;
      bucket.count += d.count;
    }
  }
  // a day per row would be 91 rows: the table lists the days that have payables
  const rows = by === "week" ? buckets : buckets.filter((b) => b.count > 0);
  const total = buckets.reduce((a, w) => a + w.netAmount, 0);
  const next = (days.data?.data ?? [])[0];
  const summary =
    total === 0
      ? t("calendarEmpty")
      : t("calendarSummary", {
          total: formatBRL(total),
          nextDate: formatDateBR(next.date),
          nextAmount: formatBRL(next.netAmount),
        });
  const data = buckets.map((w) => ({ week: `${w.from.slice(8, 10)}/${w.from.slice(5, 7)}`, net: w.netAmount }));
  return (
    <ChartCard
      id="grafico-recebiveis"
      title={t("calendarTitle")}
      summary={summary}
      showTableLabel={t("showTable")}
      actions={
        <div role="group" aria-label={t("groupBy")} className="flex gap-1">
          {(["week", "day"] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={by === option ? "secondary" : "ghost"}
              aria-pressed={by === option}
              onClick={() => setBy(option)}
            >
              {t(option === "week" ? "byWeek" : "byDay")}
            </Button>
          ))}
        </div>
      }
      table={
        <Table aria-label={t("calendarTitle")} scrollLabel={t("calendarTitle")}>
          <THead>
            <Tr>
              <Th>{t(by === "week" ? "week" : "day")}</Th>
              <Th className="text-right">{t("installments")}</Th>
              <Th className="text-right">{t("columns.net")}</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((w) => (
              <Tr key={w.from}>
                <Td className="whitespace-nowrap">
                  {formatDateBR(w.from)}
                  {w.to !== w.from && <> – {formatDateBR(w.to)}</>}
                </Td>
                <Td className="text-right tabular-nums">{w.count}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(w.netAmount)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="week" tick={chartTick} tickLine={false} minTickGap={8} />
          <MoneyAxis />
          <Tooltip {...moneyTooltip} />
          <Bar dataKey="net" name={t("columns.net")} fill={CHART_COLORS.gross} {...columnBar} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

// Simulate, then confirm: the preview says which payables, the fee and what arrives now.
function AnticipationCard({
  scope,
  limit,
  percentage,
  recipientId,
}: {
  scope: Record<string, string>;
  limit: number | undefined;
  percentage: number | undefined;
  recipientId: number | undefined;
}) {
  const t = useTranslations("receivables");
  const [amount, setAmount] = useState<number | undefined>();
  const [asked, setAsked] = useState<number | undefined>();
  const [done, setDone] = useState<Anticipation | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const preview = useAnticipationPreview(
    { ...scope, ...(asked && { amount: String(asked) }) },
    { enabled: asked !== undefined },
  );
  const create = useCreateAnticipation();
  const plan = asked !== undefined ? preview.data : undefined;
  const confirm = async () => {
    if (!plan) return;
    const made = await create.mutateAsync({
      input: { ...(scope.recipientId && { recipientId: Number(scope.recipientId) }), payableIds: plan.payableIds },
      idempotencyKey: idempotencyKey.current(),
    });
    idempotencyKey.answered();
    setDone(made);
    setAsked(undefined);
    setAmount(undefined);
  };
  return (
    <Card aria-labelledby="antecipacao-titulo">
      <CardHeader id="antecipacao-titulo" title={t("anticipationTitle")} />
      <CardContent className="space-y-4">
        <p className="text-sm text-stone-600">
          {limit !== 0
            ? t("anticipationHint", { limit: formatBRL(limit ?? 0) })
            : percentage === 0 && recipientId
              ? // where to change it: the recipient's own setting, in its edit form
                t.rich("anticipationZeroPercent", {
                  link: (chunks) => (
                    <Link
                      href={`/recipients/${recipientId}/edit#edit-settings-anticipatableVolumePercentage`}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {chunks}
                    </Link>
                  ),
                })
              : t("anticipationNone")}
        </p>
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setDone(null);
            if (amount) setAsked(amount);
          }}
        >
          <FormField label={t("amount")} id="anticipation-amount">
            <MoneyInput id="anticipation-amount" value={amount} onChange={(v) => setAmount(v ?? undefined)} />
          </FormField>
          <Button type="submit" variant="secondary" disabled={!amount || limit === 0}>
            {t("simulate")}
          </Button>
        </form>
        {plan && (
          <div className="space-y-3 rounded-md bg-stone-50 p-4 ring-1 ring-stone-200">
            {plan.payableIds.length === 0 ? (
              <p className="text-sm text-stone-700">{t("nothingFits", { limit: formatBRL(plan.limit) })}</p>
            ) : (
              <>
                <DescriptionList
                  items={[
                    { label: t("previewPayables"), value: String(plan.payableIds.length) },
                    { label: t("previewAmount"), value: formatBRL(plan.amount) },
                    {
                      label: t("previewFee", { rate: formatMonthlyRate(plan.monthlyRate) }),
                      value: formatBRL(-plan.fee),
                    },
                    { label: t("previewNet"), value: formatBRL(plan.netAmount) },
                  ]}
                />
                {/* which installments, soonest first: each with its day, its net and its fee */}
                <ul aria-label={t("previewPayables")} className="divide-y divide-stone-200 text-sm">
                  {plan.payables.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-1.5">
                      <span>
                        <Link
                          href={`/transactions/${p.transactionId}`}
                          className="text-brand-800 underline-offset-2 hover:underline"
                        >
                          {t("transaction", { id: String(p.transactionId) })}
                        </Link>{" "}
                        <span className="text-stone-600">
                          {t("installmentOf", { n: p.installment, total: p.installments })} ·{" "}
                          {formatDateBR(p.paymentDate)}
                        </span>
                      </span>
                      <span className="tabular-nums">
                        {formatBRL(p.amount)}{" "}
                        <span className="text-stone-600">{t("previewItemFee", { fee: formatBRL(-p.fee) })}</span>
                      </span>
                    </li>
                  ))}
                </ul>
                <Button onClick={() => void confirm().catch(() => undefined)} disabled={create.isPending}>
                  {t("confirm")}
                </Button>
              </>
            )}
          </div>
        )}
        <FormAlert message={create.error ? (create.error as Error).message : null} />
        {done && (
          <p role="status" className="text-sm font-medium text-green-800">
            {t("done", { id: String(done.id), net: formatBRL(done.netAmount) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function PayableRow({ payable: p }: { payable: Payable }) {
  const t = useTranslations("receivables");
  // below md a card: the installment and what arrives, the day and the status, then the gross
  // amount, the fees and the deductions, each after its column's name
  return (
    <Tr className={PHONE.row}>
      <Td
        className={`whitespace-nowrap tabular-nums ${PHONE.cell} max-md:order-3 max-md:text-xs max-md:text-stone-600`}
      >
        {formatDateBR(p.paymentDate)}
      </Td>
      <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-1`}>
        <Link href={`/transactions/${p.transactionId}`} className="text-brand-800 underline-offset-2 hover:underline">
          {t("transaction", { id: String(p.transactionId) })}
        </Link>{" "}
        <span className="text-stone-600">{t("installmentOf", { n: p.installment, total: p.installments })}</span>
      </Td>
      <Td
        data-label={t("columns.amount")}
        className={`whitespace-nowrap text-right tabular-nums ${PHONE.cell} ${PHONE.labelled} max-md:order-5`}
      >
        {formatBRL(p.amount)}
      </Td>
      {/* fees: processing (less what refunds gave back) and anticipation, so each row adds up */}
      <Td
        data-label={t("columns.fee")}
        className={`whitespace-nowrap text-right tabular-nums ${PHONE.cell} ${PHONE.labelled} max-md:order-6`}
      >
        {formatBRL(-p.fee + p.feeReturned - p.anticipationFee)}
      </Td>
      <Td
        data-label={t("columns.deductions")}
        className={`whitespace-nowrap text-right tabular-nums ${PHONE.cell} ${PHONE.labelled} max-md:order-7`}
      >
        {formatBRL(p.deductions)}
      </Td>
      <Td
        className={`whitespace-nowrap text-right font-medium tabular-nums text-stone-900 ${PHONE.cell} max-md:order-2`}
      >
        {formatBRL(p.netAmount - p.anticipationFee)}
      </Td>
      <Td className={`${PHONE.cell} max-md:order-4 max-md:text-right`}>
        <Badge tone={STATUS_TONE[p.status]}>{t(`statuses.${p.status}`)}</Badge>
      </Td>
    </Tr>
  );
}
