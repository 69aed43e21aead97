"use client";

import { useTranslations } from "use-intl";

import { ListError } from "@/components/data-table/list-states";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { type Company, useCompany } from "@/lib/client/queries/settings";
import { formatCep, formatDocument, formatPhoneBR } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

import { CompanyForm } from "./company-form";

// what a viewer reads of the business details: money in reais, yes/no, "—" when not said
function detailItems(d: Company["details"], t: ReturnType<typeof useTranslations<"company">>) {
  const yesNo = (v: boolean | null) => (v === null ? "—" : v ? t("yes") : t("no"));
  return [
    {
      label: t("businessFields.averageRevenue"),
      value: d.averageRevenue === null ? "—" : formatBRL(Math.round(d.averageRevenue * 100)),
    },
    {
      label: t("businessFields.averageTicket"),
      value: d.averageTicket === null ? "—" : formatBRL(Math.round(d.averageTicket * 100)),
    },
    { label: t("businessFields.productsDescription"), value: d.productsDescription ?? "—" },
    { label: t("businessFields.siteUrl"), value: d.siteUrl ?? "—" },
    { label: t("businessFields.email"), value: d.email ?? "—" },
    { label: t("businessFields.phone"), value: d.phone ? formatPhoneBR(d.phone) : "—" },
    { label: t("businessFields.physicalProducts"), value: yesNo(d.physicalProducts) },
    { label: t("businessFields.intentionToSell"), value: yesNo(d.intentionToSell) },
    { label: t("businessFields.intentionToUseReferral"), value: yesNo(d.intentionToUseReferral) },
  ];
}

export function CompanyProfile({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("company");
  const { data: company, isPending, isError, error, refetch } = useCompany();
  if (isPending) return <p className="text-sm text-stone-600">{t("loading")}</p>;
  if (isError) return <ListError title={t("loadError")} error={error} onRetry={() => void refetch()} />;
  const address = company.address;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {canEdit ? (
          <CompanyForm company={company} />
        ) : (
          <Card aria-labelledby="empresa-dados">
            <CardHeader id="empresa-dados" title={t("details")} />
            <CardContent>
              <DescriptionList
                items={[
                  { label: t("legalName"), value: company.legalName },
                  { label: t("tradeName"), value: company.tradeName },
                  {
                    label: t("address"),
                    value: address
                      ? [
                          address.street,
                          address.streetNumber,
                          address.neighborhood,
                          address.city,
                          address.state,
                          address.zipCode && formatCep(address.zipCode),
                        ]
                          .filter(Boolean)
                          .join(", ")
                      : "—",
                  },
                  { label: t("invoiceDescriptor"), value: company.invoiceDescriptor ?? "—" },
                  ...detailItems(company.details, t),
                ]}
              />
            </CardContent>
          </Card>
        )}
      </div>
      <Card aria-labelledby="empresa-conta">
        <CardHeader id="empresa-conta" title={t("account")} />
        <CardContent>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("document")}</dt>
              <dd className="mt-0.5 text-stone-900">{formatDocument(company.documentNumber)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("environment")}</dt>
              <dd className="mt-0.5">
                {company.sandbox ? (
                  <Badge tone="amber">{t("sandbox")}</Badge>
                ) : (
                  <Badge tone="green">{t("production")}</Badge>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("companyId")}</dt>
              <dd className="mt-0.5 font-mono text-stone-900">{company.id}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("customerSince")}</dt>
              <dd className="mt-0.5 text-stone-900">{formatDateTimeBR(company.createdAt)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-xs text-stone-600">{t("documentLocked")}</p>
        </CardContent>
      </Card>
    </div>
  );
}
