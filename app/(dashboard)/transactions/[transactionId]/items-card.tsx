import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/money";
import type { Transaction } from "@/lib/transactions/serialize";

export function ItemsCard({ items }: { items: Transaction["items"] }) {
  return (
    <Card aria-labelledby="itens" className="overflow-hidden">
      <CardHeader id="itens" title="Itens" />
      <Table aria-label="Itens">
        <THead>
          <Tr>
            <Th>Item</Th>
            <Th className="text-right">Qtd.</Th>
            <Th className="text-right">Unitário</Th>
            <Th className="text-right">Total</Th>
          </Tr>
        </THead>
        <TBody>
          {items.map((i, index) => (
            <Tr key={index}>
              <Td>
                {i.title}
                {!i.tangible && <span className="ml-2 text-xs text-stone-600">(digital)</span>}
              </Td>
              <Td className="text-right tabular-nums">{i.quantity}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(i.unitPrice)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(i.unitPrice * i.quantity)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
