import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { methodLabel } from "@/components/transactions/method-label";
import { formatBRL, formatPercentBR } from "@/lib/money";
import type { Overview, OverviewFigures } from "@/lib/schemas/reports";

const numberBR = new Intl.NumberFormat("pt-BR");

/** The period split by payment method, every figure of the cards above. */
export function MethodTable({ methods, totals }: { methods: Overview["byMethod"]; totals: OverviewFigures }) {
  return (
    <Card aria-labelledby="por-metodo" className="overflow-hidden">
      <CardHeader id="por-metodo" title="Por método de pagamento" />
      <Table aria-label="Indicadores por método de pagamento" scrollLabel="Indicadores por método de pagamento (tabela)">
        <THead>
          <Tr>
            <Th>Método</Th>
            <Th className="text-right">Transações</Th>
            <Th className="text-right">Pagas</Th>
            <Th className="text-right">Volume bruto</Th>
            <Th className="text-right">% do volume</Th>
            <Th className="text-right">Volume líquido</Th>
            <Th className="text-right">Ticket médio</Th>
            <Th className="text-right">Estornos</Th>
          </Tr>
        </THead>
        <TBody>
          {methods.map((m) => (
            <Tr key={m.paymentMethod}>
              <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-medium text-stone-900">
                {methodLabel(m.paymentMethod)}
              </th>
              <Td className="text-right tabular-nums">{numberBR.format(m.count)}</Td>
              <Td className="text-right tabular-nums">{numberBR.format(m.paidCount)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(m.grossVolume)}</Td>
              <Td className="text-right tabular-nums">{totals.grossVolume > 0 ? formatPercentBR(m.grossVolume / totals.grossVolume) : "—"}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(m.netVolume)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(m.averageTicket)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(m.refundedAmount)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
