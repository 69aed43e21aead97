"use client";

import { useTranslations } from "use-intl";

import { useWebhookDelivery } from "@/lib/client/queries/webhooks";
import { formatDateTimeBR } from "@/lib/formats/time";

/** Every attempt of one delivery: when, the answer (or the error), how long, and what was sent. */
export function AttemptsList({ deliveryId }: { deliveryId: number }) {
  const t = useTranslations("webhookDeliveries");
  const { data, isPending, isError } = useWebhookDelivery(deliveryId);
  if (isPending) return <p className="text-sm text-stone-600">{t("loadingAttempts")}</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("attemptsLoadError")}
      </p>
    );
  if (data.attempts.length === 0)
    return (
      <p className="text-sm text-stone-600">
        {data.nextAttemptAt ? t("noAttemptsNext", { date: formatDateTimeBR(data.nextAttemptAt) }) : t("noAttempts")}
      </p>
    );
  return (
    <ol className="space-y-3" aria-label={t("attemptsLabel", { id: String(deliveryId) })}>
      {data.attempts.map((a, i) => (
        <li key={a.id} className="space-y-1 text-sm">
          <p className="font-medium text-stone-900">
            #{i + 1} · {formatDateTimeBR(a.createdAt)} ·{" "}
            {a.responseStatus !== null ? `HTTP ${a.responseStatus}` : (a.error ?? t("noResponse"))} · {a.durationMs} ms
          </p>
          {a.responseBody && (
            <pre className="max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-xs text-stone-700 ring-1 ring-stone-200">
              {a.responseBody}
            </pre>
          )}
          <details>
            <summary className="cursor-pointer text-xs text-stone-600">{t("requestSent")}</summary>
            <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-xs text-stone-700 ring-1 ring-stone-200">
              {Object.entries(a.requestHeaders)
                .map(([k, v]) => `${k}: ${v}`)
                .join("\n")}
              {"\n\n"}
              {a.requestBody}
            </pre>
          </details>
        </li>
      ))}
      {data.nextAttemptAt && (
        <li className="text-xs text-stone-600">{t("nextAttempt", { date: formatDateTimeBR(data.nextAttemptAt) })}</li>
      )}
    </ol>
  );
}
