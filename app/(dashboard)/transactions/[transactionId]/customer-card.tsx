import Link from "next/link";

import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatDocument, formatPhoneBR } from "@/lib/formats/documents";
import { getTranslations } from "@/lib/i18n/server";
import type { Transaction } from "@/lib/schemas/transactions";

export async function CustomerCard({ customer: c }: { customer: Transaction["customer"] }) {
  const t = await getTranslations("transactionDetail");
  return (
    <Card aria-labelledby="cliente">
      <CardHeader
        id="cliente"
        title={t("customer.title")}
        actions={
          <Link
            href={`/customers/${c.id}`}
            className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {t("customer.view")}
          </Link>
        }
      />
      <CardContent>
        <DescriptionList
          items={[
            { label: t("customer.name"), value: c.name },
            { label: t("customer.email"), value: c.email },
            {
              label: c.document.type === "passport" ? t("customer.passport") : c.document.type.toUpperCase(),
              value: formatDocument(c.document.number),
            },
            { label: t("customer.phone"), value: c.phone ? formatPhoneBR(c.phone) : "—" },
          ]}
        />
      </CardContent>
    </Card>
  );
}
