"use client";

import { useTranslations } from "use-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { type BoletoFile, boletoFileUrl, useBoletoFiles, useGenerateRemessa } from "@/lib/client/queries/boleto-files";
import { formatDateTimeBR } from "@/lib/formats/time";

import { RetornoDropZone } from "./retorno-drop-zone";
import { summaryText } from "./summary-text";

const STATUS_TONE: Record<string, BadgeTone> = { generated: "amber", sent: "blue", imported: "green" };
const KNOWN_STATUS = ["generated", "sent", "imported"] as const;

export function BoletoFilesView({ canEdit }: { canEdit: boolean }) {
  return (
    <>
      {canEdit && <RetornoDropZone />}
      <FilesCard canEdit={canEdit} />
    </>
  );
}

function FilesCard({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("boletoFiles");
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error, refetch } = useBoletoFiles();
  const generate = useGenerateRemessa();

  return (
    <Card aria-labelledby="boleto-files-title">
      <CardHeader
        id="boleto-files-title"
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
            {generate.data
              ? t("generated", { sequence: generate.data.sequence, count: generate.data.recordCount })
              : t("nothingPending")}
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
        {data && data.data.length === 0 && <p className="text-sm text-stone-600">{t("empty")}</p>}
        {data && data.data.length > 0 && <FilesTable files={data.data} />}
      </CardContent>
    </Card>
  );
}

function FilesTable({ files }: { files: BoletoFile[] }) {
  const t = useTranslations("boletoFiles");
  return (
    <Table aria-label={t("tableLabel")}>
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
              <Td>{f.summary ? summaryText(f.summary, t) : "—"}</Td>
              <Td>
                <a
                  href={boletoFileUrl(f.id)}
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
