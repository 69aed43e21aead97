"use client";

import { useTranslations } from "use-intl";

import { methodLabel } from "@/components/transactions/labels";
import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL, formatPercentBR } from "@/lib/formats/money";
import type { Overview, OverviewFigures } from "@/lib/schemas/reports";

const numberBR = new Intl.NumberFormat("pt-BR");

/** The period split by payment method, every figure of the cards above. */
export function MethodTable({ methods, totals }: { methods: Overview["byMethod"]; totals: OverviewFigures }) {
  const t = useTranslations("overview.methodTable");
  const tColumn = useTranslations("overview.columns");
  const tMethod = useTranslations("paymentMethod");
  const tOverview = useTranslations("overview");
  return (
    <Card aria-labelledby="por-metodo" className="overflow-hidden">
      <CardHeader id="por-metodo" title={t("title")} />
      <Table aria-label={t("tableName")} scrollLabel={tOverview("tableRegion", { name: t("tableName") })}>
        <THead>
          <Tr>
            <Th>{tColumn("method")}</Th>
            <Th className="text-right">{tColumn("transactions")}</Th>
            <Th className="text-right">{tColumn("paid")}</Th>
            <Th className="text-right">{tColumn("grossVolume")}</Th>
            <Th className="text-right">{tColumn("share")}</Th>
            <Th className="text-right">{tColumn("netVolume")}</Th>
            <Th className="text-right">{tColumn("averageTicket")}</Th>
            <Th className="text-right">{tColumn("refunds")}</Th>
          </Tr>
        </THead>
        <TBody>
          {methods.map((m) => (
            <Tr key={m.paymentMethod}>
              <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-medium text-stone-900">
                {methodLabel(m.paymentMethod, tMethod)}
              </th>
              <Td className="text-right tabular-nums">{numberBR.format(m.count)}</Td>
              <Td className="text-right tabular-nums">{numberBR.format(m.paidCount)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(m.grossVolume)}</Td>
              <Td className="text-right tabular-nums">
                {totals.grossVolume > 0 ? formatPercentBR(m.grossVolume / totals.grossVolume) : "—"}
              </Td>
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
