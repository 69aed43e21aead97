"use client";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { ListError } from "@/components/data-table/list-states";
import { formatCep, formatDocument } from "@/lib/documents";
import { formatDateTimeBR } from "@/lib/money";
import { useCompany } from "@/lib/queries/settings";
import { CompanyForm } from "./company-form";

export function CompanyProfile({ canEdit }: { canEdit: boolean }) {
  const { data: company, isPending, isError, error, refetch } = useCompany();
  if (isPending) return <p className="text-sm text-stone-600">Carregando dados da empresa…</p>;
  if (isError) return <ListError title="Não foi possível carregar os dados da empresa." error={error} onRetry={() => refetch()} />;
  const address = company.address;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {canEdit ? (
          <CompanyForm company={company} />
        ) : (
          <Card aria-labelledby="empresa-dados">
            <CardHeader id="empresa-dados" title="Dados da empresa" />
            <CardContent>
              <DescriptionList
                items={[
                  { label: "Razão social", value: company.legalName },
                  { label: "Nome fantasia", value: company.tradeName },
                  {
                    label: "Endereço",
                    value: address ? [address.street, address.streetNumber, address.neighborhood, address.city, address.state, address.zipCode && formatCep(address.zipCode)].filter(Boolean).join(", ") : "—",
                  },
                ]}
              />
            </CardContent>
          </Card>
        )}
      </div>
      <Card aria-labelledby="empresa-conta">
        <CardHeader id="empresa-conta" title="Conta" />
        <CardContent>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">CNPJ/CPF</dt>
              <dd className="mt-0.5 text-stone-900">{formatDocument(company.documentNumber)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">Ambiente</dt>
              <dd className="mt-0.5">{company.sandbox ? <Badge tone="amber">Sandbox (testes)</Badge> : <Badge tone="green">Produção</Badge>}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">ID da empresa</dt>
              <dd className="mt-0.5 font-mono text-stone-900">{company.id}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">Cliente desde</dt>
              <dd className="mt-0.5 text-stone-900">{formatDateTimeBR(company.createdAt)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-xs text-stone-600">O documento é a identidade legal da conta e não pode ser alterado pelo painel.</p>
        </CardContent>
      </Card>
    </div>
  );
}
