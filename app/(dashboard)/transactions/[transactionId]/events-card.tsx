"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { statusLabel } from "@/components/transactions/status-badge";
import { describeApiError } from "@/lib/forms/messages";
import { formatDateTimeBR } from "@/lib/money";
import { useEventDeliveries, useTransactionEvents } from "@/lib/queries/events";
import type { Event } from "@/lib/schemas/webhooks";
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from "../../webhooks/labels";

function eventLabel(type: string): string {
  const [, what = type] = type.split(".");
  if (what === "partially_refunded") return "Estorno parcial";
  if (what === "delivery_updated") return "Entrega atualizada";
  return statusLabel(what);
}

/** The transaction's events (GET /v1/events) and where each was delivered (GET /v1/webhook-deliveries). */
export function EventsCard({ transactionId }: { transactionId: number }) {
  const { data, isPending, isError, error, refetch } = useTransactionEvents(transactionId);
  const events = data?.data ?? [];
  return (
    <Card aria-labelledby="eventos">
      <CardHeader id="eventos" title="Eventos e webhooks" actions={<Link href="/webhooks" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">Webhooks</Link>} />
      <CardContent>
        {isPending ? (
          <p className="text-sm text-stone-600" aria-busy="true">Carregando eventos…</p>
        ) : isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>Não foi possível carregar os eventos. {describeApiError(error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : events.length === 0 ? (
          <p className="text-sm text-stone-600">Nenhum evento registrado.</p>
        ) : (
          <EventList events={events} />
        )}
      </CardContent>
    </Card>
  );
}

function EventList({ events }: { events: Event[] }) {
  const deliveries = useEventDeliveries(events);
  return (
    <ol aria-label="Eventos da transação" className="divide-y divide-stone-100">
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
            {q?.isPending ? (
              <p className="mt-1 text-xs text-stone-600">Carregando entregas…</p>
            ) : q?.isError ? (
              <p className="mt-1 text-xs text-red-700">Não foi possível carregar as entregas.</p>
            ) : rows.length === 0 ? (
              <p className="mt-1 text-xs text-stone-600">Sem entregas (nenhum endpoint ou postbackUrl para este evento).</p>
            ) : (
              <ul aria-label={`Entregas do evento ${e.id}`} className="mt-1.5 space-y-1">
                {rows.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center gap-2 text-xs text-stone-700">
                    <Badge tone={DELIVERY_STATUS_TONES[d.status]}>{DELIVERY_STATUS_LABELS[d.status]}</Badge>
                    <span className="min-w-0 max-w-full truncate font-mono" title={d.url}>
                      {d.url}
                    </span>
                    <span className="tabular-nums">
                      {d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : d.attemptCount === 0 ? "ainda não enviada" : "sem resposta"} · {d.attemptCount} {d.attemptCount === 1 ? "tentativa" : "tentativas"}
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
