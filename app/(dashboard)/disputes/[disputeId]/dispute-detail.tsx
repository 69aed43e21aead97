"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { DisputeStatusBadge } from "@/components/disputes/dispute-status-badge";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { type Dispute, useDispute } from "@/lib/client/queries/disputes";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

import { DeadlineText } from "../deadline-text";
import { EvidenceForm } from "./evidence-form";

type Props = { dispute: Dispute; canEdit: boolean; isSandbox: boolean };

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function DisputeDetail({ dispute: initial, canEdit, isSandbox }: Props) {
  const t = useTranslations("disputeDetail");
  const { data } = useDispute(initial.id, initial);
  const dispute = data ?? initial;
  const [shownAt] = useState(() => Date.now());
  const isAnswerable = dispute.status === "open" && !dispute.evidence && Date.parse(dispute.responseDueAt) > shownAt;

  return (
    <div className="space-y-6">
      <Link href="/disputes" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {t("back")}
      </Link>
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-stone-900">{t("title", { id: String(dispute.id) })}</h1>
          <DisputeStatusBadge status={dispute.status} answered={dispute.evidence !== null} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {t(`explain.${dispute.status === "open" && dispute.evidence ? "review" : dispute.status}`)}
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card aria-labelledby="disputa">
          <CardHeader id="disputa" title={t("disputeTitle")} />
          <CardContent>
            <DescriptionList
              items={[
                {
                  label: t("transaction"),
                  value: (
                    <Link
                      href={`/transactions/${dispute.transactionId}`}
                      className="font-mono text-brand-800 underline-offset-2 hover:underline"
                    >
                      #{dispute.transactionId}
                    </Link>
                  ),
                },
                { label: t("customer"), value: `${dispute.customer.name} · ${dispute.customer.email}` },
                { label: t("amount"), value: formatBRL(dispute.amount) },
                { label: t("opened"), value: formatDateTimeBR(dispute.createdAt) },
                ...(dispute.reason === "dispute"
                  ? [{ label: t("deadline"), value: <DeadlineText dispute={dispute} withDate /> }]
                  : [{ label: t("reason"), value: t("chargebackReason") }]),
                ...(dispute.closedAt ? [{ label: t("closed"), value: formatDateTimeBR(dispute.closedAt) }] : []),
              ]}
            />
          </CardContent>
        </Card>
        {dispute.evidence ? (
          <Card aria-labelledby="resposta">
            <CardHeader id="resposta" title={t("evidenceTitle")} />
            <CardContent className="space-y-3">
              <p className="text-sm text-stone-600">
                {t("submittedAt", { date: formatDateTimeBR(dispute.evidence.submittedAt) })}
              </p>
              <p className="whitespace-pre-wrap text-sm text-stone-900">{dispute.evidence.text}</p>
              {dispute.evidence.files.length > 0 ? (
                <ul className="space-y-1 text-sm" aria-label={t("filesLabel")}>
                  {dispute.evidence.files.map((f) => (
                    <li key={f.id}>
                      <a
                        href={f.url}
                        className="font-medium text-brand-800 underline-offset-2 hover:underline"
                        download
                      >
                        {f.name}
                      </a>{" "}
                      <span className="text-stone-600">({kb(f.size)})</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-stone-600">{t("noFiles")}</p>
              )}
            </CardContent>
          </Card>
        ) : isAnswerable && canEdit ? (
          <EvidenceForm disputeId={dispute.id} isSandbox={isSandbox} />
        ) : (
          dispute.reason === "dispute" && (
            <Card aria-labelledby="resposta">
              <CardHeader id="resposta" title={t("evidenceTitle")} />
              <CardContent>
                <p className="text-sm text-stone-600">
                  {dispute.status === "open" && !canEdit ? t("viewerCannotAnswer") : t("notAnswered")}
                </p>
              </CardContent>
            </Card>
          )
        )}
      </div>
    </div>
  );
}
