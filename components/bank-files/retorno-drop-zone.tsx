"use client";

import { type DragEvent, useId, useState } from "react";
import { useTranslations } from "use-intl";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ApiClientError } from "@/lib/client/api-client";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useImportRetorno } from "@/lib/client/queries/bank-files";

import type { BankFilesProps } from "./bank-files-types";

// Banks name retornos .ret (some .txt, some in capitals); any text file is offered too.
const ACCEPT = ".ret,.txt,.RET,.TXT,text/plain,text/*";

/**
 * The bank's retorno, dropped here or chosen with the file input (the keyboard's way in: the input
 * is focusable and named by its label); sent as the multipart field `file`.
 */
export function RetornoDropZone<S>({ api, describeSummary }: Omit<BankFilesProps<S>, "canEdit" | "namespace">) {
  const t = useTranslations("bankFiles");
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const importRetorno = useImportRetorno(api);
  const [isDragging, setIsDragging] = useState(false);
  const [fileName, setFileName] = useState("");

  const send = (file: File | undefined) => {
    if (!file || importRetorno.isPending) return;
    setFileName(file.name);
    importRetorno.mutate(file);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setIsDragging(false);
    send(e.dataTransfer.files[0]);
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader id={titleId} title={t("importTitle")} />
      <CardContent className="space-y-3">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center focus-within:ring-2 focus-within:ring-brand-500",
            isDragging ? "border-brand-500 bg-brand-50" : "border-stone-300 bg-stone-50",
          )}
        >
          <p id={hintId} className="max-w-xl text-sm text-stone-700">
            {t("importHint")}
          </p>
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-md bg-white px-4 text-sm font-medium text-stone-800 shadow-sm ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
          >
            {t("chooseFile")}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            disabled={importRetorno.isPending}
            className="sr-only"
            onChange={(e) => {
              send(e.target.files?.[0]);
              // the same file chosen again is sent again (and answered "already imported")
              e.target.value = "";
            }}
          />
        </div>
        <ImportResult mutation={importRetorno} fileName={fileName} describeSummary={describeSummary} />
      </CardContent>
    </Card>
  );
}

function ImportResult<S>({
  mutation,
  fileName,
  describeSummary,
}: {
  mutation: ReturnType<typeof useImportRetorno<S>>;
  fileName: string;
} & Pick<BankFilesProps<S>, "describeSummary">) {
  const t = useTranslations("bankFiles");
  const { describeApiError } = useErrorText();
  if (mutation.isPending)
    return (
      <p role="status" className="text-sm text-stone-700">
        {t("importing", { name: fileName })}
      </p>
    );
  if (mutation.isError) {
    const error = mutation.error;
    const line = error instanceof ApiClientError ? error.details.line : undefined;
    const isInvalidFile = error instanceof ApiClientError && error.code === "invalid_file";
    return (
      <div role="alert" className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
        <p className="font-medium">
          {isInvalidFile && typeof line === "number"
            ? t("invalidLine", { line, field: String(error.details.field ?? "—") })
            : isInvalidFile
              ? t("invalid")
              : describeApiError(error)}
        </p>
        {isInvalidFile && <p className="break-words">{t("serverSaid", { message: error.message })}</p>}
      </div>
    );
  }
  if (!mutation.data) return null;
  const file = mutation.data;
  return (
    <p role="status" className={cn("text-sm", file.imported ? "text-green-800" : "text-amber-900")}>
      {file.imported
        ? t("imported", { sequence: file.sequence, summary: file.summary ? describeSummary(file.summary) : "—" })
        : t("alreadyImported", { id: file.id })}
    </p>
  );
}
