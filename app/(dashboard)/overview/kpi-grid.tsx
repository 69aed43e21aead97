import { formatBRL, formatPercentBR } from "@/lib/money";
import type { OverviewFigures } from "@/lib/schemas/reports";

const numberBR = new Intl.NumberFormat("pt-BR");

function plural(n: number, one: string, many: string) {
  return `${numberBR.format(n)} ${n === 1 ? one : many}`;
}

type Kpi = { label: string; value: string; hint: string };

function kpis(t: OverviewFigures): Kpi[] {
  return [
    { label: "Volume bruto", value: formatBRL(t.grossVolume), hint: `${plural(t.paidCount, "pagamento", "pagamentos")} de ${plural(t.count, "transação", "transações")}` },
    { label: "Volume líquido", value: formatBRL(t.netVolume), hint: `após ${formatBRL(t.fees)} em taxas, estornos e chargebacks` },
    {
      label: "Taxa de aprovação (cartão)",
      value: t.approvalRate === null ? "—" : formatPercentBR(t.approvalRate),
      hint: t.approvalRate === null ? "nenhum pagamento com cartão decidido" : `${plural(t.cardPaidCount, "aprovada", "aprovadas")}, ${plural(t.cardRefusedCount, "recusada", "recusadas")}`,
    },
    { label: "Ticket médio", value: formatBRL(t.averageTicket), hint: "volume bruto por pagamento" },
    { label: "Estornos", value: formatBRL(t.refundedAmount), hint: plural(t.refundCount, "transação estornada", "transações estornadas") },
    { label: "Chargebacks", value: formatBRL(t.chargebackAmount), hint: plural(t.chargebackCount, "contestação", "contestações") },
  ];
}

/** The period's headline numbers as a description list of cards. */
export function KpiGrid({ totals }: { totals: OverviewFigures }) {
  return (
    <section aria-labelledby="indicadores">
      <h2 id="indicadores" className="sr-only">
        Indicadores do período
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {kpis(totals).map((k) => (
          <div key={k.label} className="min-w-0 rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
            <dt className="text-sm font-medium text-stone-600">{k.label}</dt>
            <dd className="mt-1 break-words text-lg font-semibold tabular-nums text-stone-900 sm:text-2xl">{k.value}</dd>
            <dd className="mt-1 text-xs text-stone-600">{k.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function KpiGridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <div className="h-4 w-1/2 rounded bg-stone-100" />
          <div className="mt-3 h-7 w-2/3 rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
