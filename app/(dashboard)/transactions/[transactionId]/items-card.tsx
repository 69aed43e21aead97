import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/formats/money";
import { getTranslations } from "@/lib/i18n/server";
import type { Transaction } from "@/lib/schemas/transactions";

export async function ItemsCard({ items }: { items: Transaction["items"] }) {
  const t = await getTranslations("transactionDetail");
  return (
    <Card aria-labelledby="itens" className="overflow-hidden">
      <CardHeader id="itens" title={t("items.title")} />
      <Table aria-label={t("items.title")}>
        <THead>
          <Tr>
            <Th>{t("items.item")}</Th>
            <Th className="text-right">{t("items.quantity")}</Th>
            <Th className="text-right">{t("items.unitPrice")}</Th>
            <Th className="text-right">{t("items.total")}</Th>
          </Tr>
        </THead>
        <TBody>
          {items.map((i, index) => (
            <Tr key={index}>
              <Td>
                {i.title}
                {!i.tangible && <span className="ml-2 text-xs text-stone-600">{t("items.digital")}</span>}
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
