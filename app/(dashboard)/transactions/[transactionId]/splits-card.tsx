import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/money";
import type { Transaction } from "@/lib/transactions/serialize";

export function SplitsCard({ splits, recipientNames }: { splits: Transaction["splits"]; recipientNames: Record<number, string> }) {
  return (
    <Card aria-labelledby="divisao" className="overflow-hidden">
      <CardHeader id="divisao" title="Divisão (split)" />
      <Table aria-label="Divisão entre recebedores">
        <THead>
          <Tr>
            <Th>Recebedor</Th>
            <Th className="text-right">Valor</Th>
            <Th className="text-right">Líquido</Th>
            <Th>Paga a taxa</Th>
          </Tr>
        </THead>
        <TBody>
          {splits.map((s, index) => (
            <Tr key={index}>
              <Td>{recipientNames[s.recipientId] ?? `Recebedor #${s.recipientId}`}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(s.amount)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(s.netAmount)}</Td>
              <Td>{s.chargeProcessingFee ? "Sim" : "Não"}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
