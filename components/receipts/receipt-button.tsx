"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api-client";
import { useErrorText } from "@/lib/client/hooks/use-error-text";

type Props = { path: `/v1/${string}`; filename: string };

// "Baixar comprovante": the object's receipt, which its own API address answers to
// `Accept: application/pdf` (docs/api.md, "Receipts as PDF"), saved as a file. A link cannot set
// Accept, so the page fetches it with the session cookie and hands the browser the bytes.
export function ReceiptButton({ path, filename }: Props) {
  const t = useTranslations("receipt");
  const { describeApiError } = useErrorText();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDownload() {
    setIsBusy(true);
    setError(null);
    try {
      const res = await fetch(path, { headers: { accept: "application/pdf" }, credentials: "same-origin" });
      if (!res.ok || res.headers.get("content-type") !== "application/pdf") {
        const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
        throw new ApiClientError(res.status, body?.code ?? "http_error", body?.message ?? `HTTP ${res.status}`);
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(t("failed", { reason: describeApiError(e) }).trim());
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" onClick={() => void onDownload()} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? t("downloading") : t("download")}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-800 sm:text-right">
          {error}
        </p>
      )}
    </div>
  );
}
