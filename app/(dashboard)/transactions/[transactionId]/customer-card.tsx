import Link from "next/link";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatDocument, formatPhoneBR } from "@/lib/documents";
import type { Transaction } from "@/lib/transactions/serialize";

export function CustomerCard({ customer: c }: { customer: Transaction["customer"] }) {
  return (
    <Card aria-labelledby="cliente">
      <CardHeader
        id="cliente"
        title="Cliente"
        actions={
          <Link href={`/customers/${c.id}`} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
            Ver cliente
          </Link>
        }
      />
      <CardContent>
        <DescriptionList
          items={[
            { label: "Nome", value: c.name },
            { label: "E-mail", value: c.email },
            { label: c.document.type === "passport" ? "Passaporte" : c.document.type.toUpperCase(), value: formatDocument(c.document.number) },
            { label: "Telefone", value: c.phone ? formatPhoneBR(c.phone) : "—" },
          ]}
        />
      </CardContent>
    </Card>
  );
}
