"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { EmptyRow } from "@/components/data-table/list-states";
import { ListTable, PHONE_CARD as PHONE } from "@/components/data-table/list-table";
import { methodLabel } from "@/components/transactions/labels";
import { Td, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import type { DailyReport, FeesReport, MoneyTotals, SplitsReport } from "@/lib/schemas/reconciliation";

// Below md each row is a card: what it is first, the net on the right, then gross and fees as
// labelled lines, so the money columns stay visible on a phone (as on Transações).
const money = "whitespace-nowrap text-right tabular-nums";
const labelled = `${PHONE.cell} ${PHONE.labelled}`;

/** The period's gross, fees and net, above the table: the figures that tie to the statement. */
export function Totals({ totals }: { totals: MoneyTotals }) {
  const t = useTranslations("reports");
  return (
    <section aria-labelledby="relatorio-totais" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="relatorio-totais" className="text-sm font-medium text-stone-700">
        {t("totals")}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-4">
        {(["gross", "fees", "net"] as const).map((k) => (
          <div key={k}>
            <dt className="text-xs text-stone-600">{t(`columns.${k}`)}</dt>
            <dd data-testid={`total-${k}`} className="text-lg font-semibold tabular-nums text-stone-900">
              {formatBRL(totals[k])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MoneyCells({ gross, fees, net }: MoneyTotals) {
  const t = useTranslations("reports");
  return (
    <>
      <Td data-label={t("columns.gross")} className={`${money} ${labelled} max-md:order-3`}>
        {formatBRL(gross)}
      </Td>
      <Td data-label={t("columns.fees")} className={`${money} ${labelled} max-md:order-4`}>
        {formatBRL(fees)}
      </Td>
      <Td className={`${money} font-medium text-stone-900 ${PHONE.cell} max-md:order-2`}>{formatBRL(net)}</Td>
    </>
  );
}

export function DailyTable({ kind, report }: { kind: "settlements" | "receivables"; report: DailyReport }) {
  const t = useTranslations("reports");
  const tMethod = useTranslations("paymentMethod");
  const columns = [
    { label: t(kind === "settlements" ? "columns.availableOn" : "columns.paymentDate") },
    { label: t("columns.method") },
    { label: t("columns.recipient") },
    { label: t("columns.gross"), alignRight: true },
    { label: t("columns.fees"), alignRight: true },
    { label: t("columns.net"), alignRight: true },
  ];
  return (
    <>
      <Totals totals={report.totals} />
      <ListTable
        label={t(`tabs.${kind}`)}
        columns={columns}
        isPending={false}
        loadingLabel={t("loading")}
        stackOnPhone
        scrollLabel={t("tableRegion", { name: t(`tabs.${kind}`) })}
        empty={
          report.rows.length === 0 && (
            <EmptyRow columns={columns.length} title={t("emptyTitle")}>
              {t("emptyHint")}
            </EmptyRow>
          )
        }
      >
        {report.rows.map((r) => (
          <Tr key={`${r.date}-${r.paymentMethod}-${r.recipientId}`} className={PHONE.row}>
            <Td className={`whitespace-nowrap tabular-nums ${PHONE.cell} max-md:order-5 max-md:text-xs`}>
              {formatDateBR(r.date)}
            </Td>
            <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-1 max-md:font-medium`}>
              {methodLabel(r.paymentMethod, tMethod)}
            </Td>
            <Td className={`${PHONE.cell} max-md:order-6 max-md:text-xs`}>{r.recipientName}</Td>
            <MoneyCells {...r} />
          </Tr>
        ))}
      </ListTable>
    </>
  );
}

export function FeesTable({ report }: { report: FeesReport }) {
  const t = useTranslations("reports");
  const tMethod = useTranslations("paymentMethod");
  const kinds = ["credit_card", "pix", "boleto"] as const;
  const columns = [
    { label: t("columns.month") },
    ...kinds.map((m) => ({ label: methodLabel(m, tMethod), alignRight: true })),
    { label: t("columns.anticipationFees"), alignRight: true },
    { label: t("columns.transferFees"), alignRight: true },
    { label: t("total"), alignRight: true },
  ];
  const rows = [...report.months, { month: t("total"), ...report.totals }];
  return (
    <ListTable
      label={t("tabs.fees")}
      columns={columns}
      isPending={false}
      loadingLabel={t("loading")}
      stackOnPhone
      scrollLabel={t("tableRegion", { name: t("tabs.fees") })}
      empty={false}
    >
      {rows.map((m, i) => (
        <Tr key={m.month} className={`${PHONE.row} ${i === rows.length - 1 ? "font-semibold" : ""}`}>
          <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-1 max-md:font-medium`}>
            {/^\d{4}-\d{2}$/.test(m.month) ? `${m.month.slice(5)}/${m.month.slice(0, 4)}` : m.month}
          </Td>
          {kinds.map((k) => (
            <Td key={k} data-label={methodLabel(k, tMethod)} className={`${money} ${labelled} max-md:order-3`}>
              {formatBRL(m.processingByMethod[k])}
            </Td>
          ))}
          <Td data-label={t("columns.anticipationFees")} className={`${money} ${labelled} max-md:order-4`}>
            {formatBRL(m.anticipationFees)}
          </Td>
          <Td data-label={t("columns.transferFees")} className={`${money} ${labelled} max-md:order-5`}>
            {formatBRL(m.transferFees)}
          </Td>
          <Td className={`${money} font-medium text-stone-900 ${PHONE.cell} max-md:order-2`}>{formatBRL(m.total)}</Td>
        </Tr>
      ))}
    </ListTable>
  );
}

export function SplitsTable({ report }: { report: SplitsReport }) {
  const t = useTranslations("reports");
  const tMethod = useTranslations("paymentMethod");
  const columns = [
    { label: t("columns.transaction") },
    { label: t("columns.paidOn") },
    { label: t("columns.method") },
    { label: t("columns.transactionAmount"), alignRight: true },
    { label: t("columns.recipient") },
    { label: t("columns.gross"), alignRight: true },
    { label: t("columns.fees"), alignRight: true },
    { label: t("columns.net"), alignRight: true },
  ];
  return (
    <>
      <Totals totals={report.totals} />
      <ListTable
        label={t("tabs.splits")}
        columns={columns}
        isPending={false}
        loadingLabel={t("loading")}
        stackOnPhone
        empty={
          report.rows.length === 0 && (
            <EmptyRow columns={columns.length} title={t("emptyTitle")}>
              {t("emptyHint")}
            </EmptyRow>
          )
        }
      >
        {report.rows.map((r) => (
          <Tr key={`${r.transactionId}-${r.recipientId}`} className={PHONE.row}>
            <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-1 max-md:font-medium`}>
              <Link
                href={`/transactions/${r.transactionId}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {t("transaction", { id: String(r.transactionId) })}
              </Link>
            </Td>
            <Td className={`whitespace-nowrap tabular-nums ${PHONE.cell} max-md:order-7 max-md:text-xs`}>
              {formatDateBR(r.paidOn)}
            </Td>
            <Td className={`whitespace-nowrap ${PHONE.cell} max-md:order-8 max-md:text-xs`}>
              {methodLabel(r.paymentMethod, tMethod)}
            </Td>
            <Td data-label={t("columns.transactionAmount")} className={`${money} ${labelled} max-md:order-5`}>
              {formatBRL(r.transactionAmount)}
            </Td>
            <Td className={`${PHONE.cell} max-md:order-6 max-md:text-xs`}>{r.recipientName}</Td>
            <MoneyCells {...r} />
          </Tr>
        ))}
      </ListTable>
    </>
  );
}
