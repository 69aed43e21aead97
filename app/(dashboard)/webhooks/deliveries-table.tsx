"use client";

import { Fragment, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { ApiClientError } from "@/lib/api/client";
import { formatDateTimeBR } from "@/lib/money";
import { useResendWebhookDelivery, useWebhookDeliveries } from "@/lib/queries/webhooks";
import { webhookDeliveryStatuses, type WebhookDeliveryListItem, type WebhookDeliveryStatus } from "@/lib/schemas/webhooks";
import { AttemptsList } from "./attempts-list";
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from "./labels";

const PAGE_SIZE = 20;
const COLUMNS = ["Data", "Evento", "Destino", "Status", "HTTP", "Tentativas", "Duração", ""] as const;

// The URL is the filter state: ?status=failed&page=2 (a bad value falls back to the default).
function readSearch(params: URLSearchParams) {
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: webhookDeliveryStatuses.includes(status as WebhookDeliveryStatus) ? (status as WebhookDeliveryStatus) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function DeliveriesTable({ canEdit }: { canEdit: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = readSearch(new URLSearchParams(useSearchParams().toString()));
  const query = { limit: String(PAGE_SIZE), page: String(search.page), ...(search.status && { status: search.status }) };
  const { data, isPending, isError, error, refetch } = useWebhookDeliveries(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  function go(next: { status?: string; page: number }) {
    const qs = new URLSearchParams({ ...(next.status && { status: next.status }), ...(next.page > 1 && { page: String(next.page) }) }).toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  return (
    <Card aria-labelledby="deliveries-title">
      <CardHeader
        id="deliveries-title"
        title="Entregas recentes"
        actions={
          <label className="flex items-center gap-2 text-sm text-stone-700">
            Status
            <Select className="w-40" value={search.status ?? ""} onChange={(e) => go({ status: e.target.value, page: 1 })} options={[{ value: "", label: "Todos" }, ...webhookDeliveryStatuses.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] }))]} />
          </label>
        }
      />
      {isError && !data ? (
        <div role="alert" className="p-4 text-sm text-red-800">
          Não foi possível carregar as entregas. {error instanceof ApiClientError ? error.message : ""}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => refetch()}>Tentar novamente</Button>
        </div>
      ) : (
        <Table aria-label="Entregas de webhooks" aria-busy={isPending}>
          <THead>
            <Tr>{COLUMNS.map((c, i) => <Th key={i}>{c || <span className="sr-only">Ações</span>}</Th>)}</Tr>
          </THead>
          <TBody>
            {isPending && <Tr><Td colSpan={COLUMNS.length}>Carregando entregas…</Td></Tr>}
            {!isPending && rows.length === 0 && (
              <Tr><Td colSpan={COLUMNS.length} className="py-10 text-center text-stone-600">Nenhuma entrega ainda. Elas aparecem aqui quando uma transação ou transferência muda de status.</Td></Tr>
            )}
            {rows.map((d) => (
              <Fragment key={d.id}>
                <DeliveryRow delivery={d} canEdit={canEdit} isOpen={openId === d.id} onToggle={() => setOpenId(openId === d.id ? null : d.id)} />
                {openId === d.id && (
                  <Tr><Td colSpan={COLUMNS.length} className="bg-stone-50"><AttemptsList deliveryId={d.id} /></Td></Tr>
                )}
              </Fragment>
            ))}
          </TBody>
        </Table>
      )}
      <div className="flex items-center justify-between border-t border-stone-200 px-4 py-3 text-sm text-stone-600">
        <span>{total} entrega(s)</span>
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={search.page <= 1} onClick={() => go({ ...search, page: search.page - 1 })}>Anterior</Button>
          <Button variant="secondary" size="sm" disabled={search.page * PAGE_SIZE >= total} onClick={() => go({ ...search, page: search.page + 1 })}>Próxima</Button>
        </span>
      </div>
    </Card>
  );
}

function DeliveryRow({ delivery: d, canEdit, isOpen, onToggle }: { delivery: WebhookDeliveryListItem; canEdit: boolean; isOpen: boolean; onToggle: () => void }) {
  const resend = useResendWebhookDelivery();
  const last = d.attempts.at(-1);
  return (
    <Tr>
      <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(d.createdAt)}</Td>
      <Td className="whitespace-nowrap font-mono text-xs">{d.eventType}</Td>
      <Td className="max-w-72">
        <p className="truncate font-mono text-xs" title={d.url}>{d.url}</p>
        <p className="text-xs text-stone-600">{d.target === "postback" ? "postbackUrl" : `endpoint #${d.endpointId ?? "excluído"}`}</p>
      </Td>
      <Td><Badge tone={DELIVERY_STATUS_TONES[d.status]}>{DELIVERY_STATUS_LABELS[d.status]}</Badge></Td>
      <Td className="tabular-nums">{d.lastStatusCode ?? (last?.error ? "erro" : "—")}</Td>
      <Td className="tabular-nums">{d.attemptCount}</Td>
      <Td className="whitespace-nowrap tabular-nums">{last ? `${last.durationMs} ms` : "—"}</Td>
      <Td className="whitespace-nowrap text-right">
        <span className="inline-flex gap-2">
          <Button variant="ghost" size="sm" aria-expanded={isOpen} onClick={onToggle}>{isOpen ? "Ocultar" : "Tentativas"}</Button>
          {canEdit && (
            <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(d.id)} title={resend.error instanceof ApiClientError ? resend.error.message : undefined}>
              {resend.isPending ? "Reenviando…" : resend.isSuccess ? "Reenviado" : "Reenviar"}
            </Button>
          )}
        </span>
      </Td>
    </Tr>
  );
}
