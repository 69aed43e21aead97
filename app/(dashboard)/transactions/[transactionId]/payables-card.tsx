import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import { getTranslations } from "@/lib/i18n/server";
import type { Payable, PayableStatus } from "@/lib/schemas/payables";

const TONE: Record<PayableStatus, BadgeTone> = {
  waiting_funds: "amber",
  paid: "green",
  anticipated: "blue",
  canceled: "gray",
};

// When the money of this payment arrives: each installment per recipient, its net and status.
export async function PayablesCard({
  payables,
  recipientNames,
}: {
  payables: Payable[];
  recipientNames: Record<number, string>;
}) {
  const t = await getTranslations("transactionDetail");
  const tReceivables = await getTranslations("receivables");
  return (
    <Card aria-labelledby="recebimentos" className="overflow-hidden">
      <CardHeader id="recebimentos" title={t("payables.title")} />
      {/* the scrolling box is a region of its own: named unlike the card (landmark-unique) */}
      <Table aria-label={t("payables.tableLabel")} scrollLabel={t("payables.tableLabel")}>
        <THead>
          <Tr>
            <Th>{tReceivables("columns.paymentDate")}</Th>
            <Th>{t("splits.recipient")}</Th>
            <Th>{t("payables.installment")}</Th>
            <Th className="text-right">{tReceivables("columns.net")}</Th>
            <Th>{tReceivables("columns.status")}</Th>
          </Tr>
        </THead>
        <TBody>
          {payables.map((p) => (
            <Tr key={p.id}>
              <Td className="whitespace-nowrap tabular-nums">{formatDateBR(p.paymentDate)}</Td>
              <Td>{recipientNames[p.recipientId] ?? t("payables.ownRecipient")}</Td>
              <Td className="whitespace-nowrap tabular-nums">{`${p.installment}/${p.installments}`}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {formatBRL(p.netAmount - p.anticipationFee)}
              </Td>
              <Td>
                <Badge tone={TONE[p.status]}>{tReceivables(`statuses.${p.status}`)}</Badge>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
