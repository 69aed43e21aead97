"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api-client";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";

import { parseTransactionSearch, toApiQuery, toSearchString } from "./search-params";

type Progress = { rows: number; total: number | null };

const NEWLINE = 10;

function filenameOf(res: Response) {
  return res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "transacoes.csv";
}

// Reads the streamed CSV, counting lines as they arrive (one line per transaction after the header).
async function download(query: Record<string, string>, signal: AbortSignal, onProgress: (p: Progress) => void) {
  const res = await fetch(`/v1/transactions/export.csv?${new URLSearchParams(query)}`, {
    credentials: "same-origin",
    signal,
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as {
      code?: string;
      message?: string;
      details?: Record<string, unknown>;
    } | null;
    throw new ApiClientError(
      res.status,
      body?.code ?? "http_error",
      body?.message ?? `HTTP ${res.status}`,
      body?.details ?? {},
    );
  }
  const header = Number(res.headers.get("x-total-count"));
  const total = res.headers.has("x-total-count") && Number.isFinite(header) ? header : null;
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === NEWLINE) lines++;
    onProgress({ rows: Math.max(0, lines - 1), total });
  }
  return {
    blob: new Blob(chunks, { type: "text/csv;charset=utf-8" }),
    filename: filenameOf(res),
    rows: Math.max(0, lines - 1),
  };
}

/** "Exportar CSV": every transaction of the current filters, with a progress bar, saved as a file. */
export function ExportButton() {
  const t = useTranslations("transactionExport");
  const { describeApiError } = useErrorText();
  const { search } = useUrlSearch(parseTransactionSearch, toSearchString);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function onExport() {
    // the list's filters and sort without its paging: the export has every matching row, in the list's order
    const { limit: _limit, page: _page, ...query } = toApiQuery(search);
    abort.current = new AbortController();
    setError(null);
    setMessage("");
    setProgress({ rows: 0, total: null });
    try {
      const { blob, filename, rows } = await download(query, abort.current.signal, setProgress);
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setMessage(t("done", { filename, count: rows }));
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") setMessage(t("canceled"));
      else setError(t("failed", { reason: describeApiError(e) }).trim());
    } finally {
      setProgress(null);
      abort.current = null;
    }
  }

  // "12 de 40 linhas", or "12 linhas" while the total is unknown
  const progressText = !progress
    ? ""
    : progress.total !== null
      ? t("progress", { rows: progress.rows, total: progress.total })
      : t("progressUnknownTotal", { rows: progress.rows });
  const percent = progress?.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : null;

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      {progress ? (
        <div className="flex w-64 max-w-full flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <p id="exportacao-rotulo" className="text-sm font-medium text-stone-800">
              {t("exporting")}
            </p>
            <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
              {t("cancel")}
            </Button>
          </div>
          <div
            role="progressbar"
            aria-labelledby="exportacao-rotulo"
            aria-valuemin={0}
            aria-valuemax={progress.total ?? undefined}
            aria-valuenow={progress.total ? progress.rows : undefined}
            aria-valuetext={progressText}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className={
                percent === null ? "h-full w-1/3 animate-pulse bg-brand-500" : "h-full bg-brand-500 transition-[width]"
              }
              style={percent === null ? undefined : { width: `${percent}%` }}
            />
          </div>
          <p className="text-xs tabular-nums text-stone-600">{progressText}</p>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => void onExport()}>
          {t("button")}
        </Button>
      )}
      <p role="status" className="text-sm text-stone-700 sm:text-right">
        {message}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
