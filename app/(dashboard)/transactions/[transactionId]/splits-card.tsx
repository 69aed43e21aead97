import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/formats/money";
import { getTranslations } from "@/lib/i18n/server";
import type { Transaction } from "@/lib/schemas/transactions";

export async function SplitsCard({
  splits,
  recipientNames,
}: {
  splits: Transaction["splits"];
  recipientNames: Record<number, string>;
}) {
  const t = await getTranslations("transactionDetail");
  return (
    <Card aria-labelledby="divisao" className="overflow-hidden">
      <CardHeader id="divisao" title={t("splits.title")} />
      {/* no link in its rows: on a phone the scrolling box takes focus, to be scrolled by keyboard */}
      <Table aria-label={t("splits.tableLabel")} scrollLabel={t("splits.tableLabel")}>
        <THead>
          <Tr>
            <Th>{t("splits.recipient")}</Th>
            <Th className="text-right">{t("splits.amount")}</Th>
            <Th className="text-right">{t("splits.net")}</Th>
            <Th>{t("splits.paysFee")}</Th>
          </Tr>
        </THead>
        <TBody>
          {splits.map((s, index) => (
            <Tr key={index}>
              <Td>{recipientNames[s.recipientId] ?? t("splits.unknownRecipient", { id: s.recipientId })}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(s.amount)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(s.netAmount)}</Td>
              <Td>{s.chargeProcessingFee ? t("splits.yes") : t("splits.no")}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
