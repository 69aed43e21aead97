"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useEventLabel } from "@/lib/client/hooks/use-event-label";
import { useEventDeliveries, useTransactionEvents } from "@/lib/client/queries/events";
import { formatDateTimeBR } from "@/lib/formats/time";
import type { Event } from "@/lib/schemas/webhooks";

import { DELIVERY_STATUS_TONES } from "../../webhooks/labels";

/** The transaction's events (GET /v1/events) and where each was delivered (GET /v1/webhook-deliveries). */
export function EventsCard({ transactionId }: { transactionId: number }) {
  const t = useTranslations("transactionDetail");
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error, refetch } = useTransactionEvents(transactionId);
  const events = data?.data ?? [];
  return (
    <Card aria-labelledby="eventos">
      <CardHeader
        id="eventos"
        title={t("events.title")}
        actions={
          <Link href="/webhooks" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
            {t("events.webhooks")}
          </Link>
        }
      />
      <CardContent>
        {isPending ? (
          <p className="text-sm text-stone-600" aria-busy="true">
            {t("events.loading")}
          </p>
        ) : isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>{t("events.loadFailed", { reason: describeApiError(error) })}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
              {t("events.retry")}
            </Button>
          </div>
        ) : events.length === 0 ? (
          <p className="text-sm text-stone-600">{t("events.empty")}</p>
        ) : (
          <EventList events={events} />
        )}
      </CardContent>
    </Card>
  );
}

function EventList({ events }: { events: Event[] }) {
  const t = useTranslations("transactionDetail");
  const eventLabel = useEventLabel();

  // the webhooks page's names for a delivery's status
  const tDelivery = useTranslations("webhookDeliveries");
  const deliveries = useEventDeliveries(events);
  return (
    <ol aria-label={t("events.listLabel")} className="divide-y divide-stone-100">
      {events.map((e, index) => {
        const q = deliveries[index];
        const rows = q?.data?.data ?? [];
        return (
          <li key={e.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="text-sm font-medium text-stone-900">
                {eventLabel(e.type)} <span className="font-mono text-xs font-normal text-stone-600">{e.type}</span>
              </p>
              <time dateTime={e.createdAt} className="text-xs text-stone-600">
                {formatDateTimeBR(e.createdAt)}
              </time>
            </div>
            {e.fannedOutAt === null ? (
              <p className="mt-1 text-xs text-stone-600">{t("events.preparingDeliveries")}</p>
            ) : q?.isPending ? (
              <p className="mt-1 text-xs text-stone-600">{t("events.loadingDeliveries")}</p>
            ) : q?.isError ? (
              <p className="mt-1 text-xs text-red-700">{t("events.deliveriesFailed")}</p>
            ) : rows.length === 0 ? (
              <p className="mt-1 text-xs text-stone-600">{t("events.noDeliveries")}</p>
            ) : (
              <ul aria-label={t("events.deliveriesLabel", { id: e.id })} className="mt-1.5 space-y-1">
                {rows.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center gap-2 text-xs text-stone-700">
                    <Badge tone={DELIVERY_STATUS_TONES[d.status]}>{tDelivery(`status.${d.status}`)}</Badge>
                    <span className="min-w-0 max-w-full truncate font-mono" title={d.url}>
                      {d.url}
                    </span>
                    <span className="tabular-nums">
                      {d.lastStatusCode
                        ? `HTTP ${d.lastStatusCode}`
                        : d.attemptCount === 0
                          ? t("events.notSentYet")
                          : t("events.noResponse")}{" "}
                      · {t("events.attempts", { count: d.attemptCount })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
