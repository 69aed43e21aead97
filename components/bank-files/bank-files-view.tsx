"use client";

import { useId } from "react";
import { useTranslations } from "use-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { type BankFile, bankFileUrl, useBankFiles, useGenerateRemessa } from "@/lib/client/queries/bank-files";
import { formatDateTimeBR } from "@/lib/formats/time";

import type { BankFilesProps } from "./bank-files-types";
import { RetornoDropZone } from "./retorno-drop-zone";

// A rail's CNAB 240 files page (/boleto-files, /payout-files): the retorno drop zone, the files newest
// first and "Gerar remessa". The words both rails share are the "bankFiles" messages; each rail's own
// namespace has its title, empty list, "nothing pending" and its retorno's summary in its own words.

const STATUS_TONE: Record<string, BadgeTone> = { generated: "amber", written: "blue", sent: "blue", imported: "green" };
const KNOWN_STATUS = ["generated", "written", "sent", "imported"] as const;

export function BankFilesView<S>(props: BankFilesProps<S>) {
  return (
    <>
      {props.canEdit && <RetornoDropZone {...props} />}
      <FilesCard {...props} />
    </>
  );
}

function FilesCard<S>({ api, namespace, describeSummary, canEdit }: BankFilesProps<S>) {
  const t = useTranslations("bankFiles");
  const rail = useTranslations(namespace);
  const titleId = useId();
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error, refetch } = useBankFiles(api);
  const generate = useGenerateRemessa(api);

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title={t("filesTitle")}
        actions={
          canEdit && (
            <Button size="sm" disabled={generate.isPending} onClick={() => generate.mutate()}>
              {generate.isPending ? t("generating") : t("generate")}
            </Button>
          )
        }
      />
      <CardContent className="space-y-4">
        {generate.isSuccess && (
          <p role="status" className="text-sm text-stone-800">
            {generate.data.length > 0
              ? generate.data.map((f) => t("generated", { sequence: f.sequence, count: f.recordCount })).join(" ")
              : rail("nothingPending")}
          </p>
        )}
        {generate.isError && (
          <p role="alert" className="text-sm text-red-800">
            {describeApiError(generate.error)}
          </p>
        )}
        {isPending && <p className="text-sm text-stone-600">{t("loading")}</p>}
        {isError && (
          <div role="alert" className="text-sm text-red-800">
            {t("loadError")} {describeApiError(error)}
            <Button variant="secondary" size="sm" className="ml-3" onClick={() => void refetch()}>
              {t("retry")}
            </Button>
          </div>
        )}
        {data && data.data.length === 0 && <p className="text-sm text-stone-600">{rail("empty")}</p>}
        {data && data.data.length > 0 && (
          <FilesTable files={data.data} api={api} namespace={namespace} describeSummary={describeSummary} />
        )}
      </CardContent>
    </Card>
  );
}

function FilesTable<S>({
  files,
  api,
  namespace,
  describeSummary,
}: { files: BankFile<S>[] } & Omit<BankFilesProps<S>, "canEdit">) {
  const t = useTranslations("bankFiles");
  const rail = useTranslations(namespace);
  return (
    <Table aria-label={rail("tableLabel")}>
      <THead>
        <Tr>
          <Th>{t("columns.kind")}</Th>
          <Th className="text-right">{t("columns.sequence")}</Th>
          <Th className="text-right">{t("columns.records")}</Th>
          <Th>{t("columns.createdAt")}</Th>
          <Th>{t("columns.status")}</Th>
          <Th>{t("columns.summary")}</Th>
          <Th>{t("columns.file")}</Th>
        </Tr>
      </THead>
      <TBody>
        {files.map((f) => {
          const kind = t(`kind.${f.kind}`);
          const status = KNOWN_STATUS.find((s) => s === f.status);
          return (
            <Tr key={f.id}>
              <Td className="font-medium">{kind}</Td>
              <Td className="text-right tabular-nums">{f.sequence}</Td>
              <Td className="text-right tabular-nums">{f.recordCount}</Td>
              <Td className="whitespace-nowrap">{formatDateTimeBR(f.createdAt)}</Td>
              <Td>
                <Badge tone={STATUS_TONE[f.status] ?? "gray"}>{status ? t(`status.${status}`) : f.status}</Badge>
              </Td>
              <Td>{f.summary ? describeSummary(f.summary) : "—"}</Td>
              <Td>
                <a
                  href={bankFileUrl(api, f.id)}
                  download
                  aria-label={t("downloadLabel", { kind: kind.toLowerCase(), sequence: f.sequence })}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {t("download")}
                </a>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
