"use client";

import Link from "next/link";
import { Fragment, useState } from "react";
import { useTranslations } from "use-intl";

import { ListPager } from "@/components/data-table/list-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useEventLabel } from "@/lib/client/hooks/use-event-label";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useResendWebhookDelivery, useWebhookDeliveries, useWebhookEndpoints } from "@/lib/client/queries/webhooks";
import { formatDateTimeBR } from "@/lib/formats/time";
import { catalogueTypes } from "@/lib/schemas/event-catalogue";
import {
  type WebhookDeliveryListItem,
  type WebhookDeliveryStatus,
  webhookDeliveryStatuses,
} from "@/lib/schemas/webhooks";

import { AttemptsList } from "./attempts-list";
import { DELIVERY_STATUS_TONES } from "./labels";

const PAGE_SIZE = 20;
// keys of the "webhookDeliveries.columns" messages; the last one (the buttons) is for screen readers only
const COLUMNS = ["createdAt", "event", "target", "status", "actions"] as const;

type Search = {
  status?: WebhookDeliveryStatus;
  endpointId?: number;
  eventType?: string;
  transactionId?: number;
  page: number;
};

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};

// The URL is the filter state: ?status=failed&endpointId=3&eventType=transaction.paid&transactionId=12&page=2
// (a bad value falls back to no filter).
function readSearch(params: URLSearchParams): Search {
  const status = params.get("status");
  const eventType = params.get("eventType");
  return {
    status: webhookDeliveryStatuses.includes(status as WebhookDeliveryStatus)
      ? (status as WebhookDeliveryStatus)
      : undefined,
    endpointId: positive(params.get("endpointId")),
    eventType: eventType && (catalogueTypes as readonly string[]).includes(eventType) ? eventType : undefined,
    transactionId: positive(params.get("transactionId")),
    page: positive(params.get("page")) ?? 1,
  };
}

function toSearchString(s: Search): string {
  return new URLSearchParams({
    ...(s.status && { status: s.status }),
    ...(s.endpointId && { endpointId: String(s.endpointId) }),
    ...(s.eventType && { eventType: s.eventType }),
    ...(s.transactionId && { transactionId: String(s.transactionId) }),
    ...(s.page > 1 && { page: String(s.page) }),
  }).toString();
}

export function DeliveriesTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("webhookDeliveries");
  const eventLabel = useEventLabel();
  const { describeApiError } = useErrorText();
  const { search, go } = useUrlSearch(readSearch, toSearchString);
  const query = {
    limit: String(PAGE_SIZE),
    page: String(search.page),
    ...(search.status && { status: search.status }),
    ...(search.endpointId && { endpointId: String(search.endpointId) }),
    ...(search.eventType && { eventType: search.eventType }),
    ...(search.transactionId && { transactionId: String(search.transactionId) }),
  };
  const { data, isPending, isError, error, refetch } = useWebhookDeliveries(query);
  const endpoints = useWebhookEndpoints();
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const filter = (next: Partial<Search>) => go({ ...search, ...next, page: 1 });

  return (
    <Card aria-labelledby="deliveries-title">
      <CardHeader id="deliveries-title" title={t("title")} />
      <div
        role="search"
        aria-label={t("filters")}
        className="grid grid-cols-2 gap-3 border-b border-stone-200 px-4 py-3 text-sm md:grid-cols-4"
      >
        <div className="flex min-w-0 flex-col gap-1 text-stone-700">
          <label htmlFor="delivery-status">{t("statusFilter")}</label>
          <Select
            id="delivery-status"
            value={search.status ?? ""}
            onChange={(e) => filter({ status: (e.target.value || undefined) as WebhookDeliveryStatus | undefined })}
            options={[
              { value: "", label: t("allStatuses") },
              ...webhookDeliveryStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1 text-stone-700">
          <label htmlFor="delivery-endpoint">{t("endpointFilter")}</label>
          <Select
            id="delivery-endpoint"
            value={search.endpointId ? String(search.endpointId) : ""}
            onChange={(e) => filter({ endpointId: positive(e.target.value) })}
            options={[
              { value: "", label: t("allEndpoints") },
              ...(endpoints.data?.data ?? []).map((e) => ({ value: String(e.id), label: `#${e.id} ${e.url}` })),
            ]}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1 text-stone-700">
          <label htmlFor="delivery-event">{t("eventFilter")}</label>
          <Select
            id="delivery-event"
            value={search.eventType ?? ""}
            onChange={(e) => filter({ eventType: e.target.value || undefined })}
            options={[
              { value: "", label: t("allEvents") },
              ...catalogueTypes.map((type) => ({ value: type, label: eventLabel(type) })),
            ]}
          />
        </div>
        <TransactionFilter
          key={search.transactionId ?? "none"}
          value={search.transactionId}
          onChange={(transactionId) => filter({ transactionId })}
        />
      </div>
      {isError && !data ? (
        <div role="alert" className="p-4 text-sm text-red-800">
          {t("loadError")} {describeApiError(error)}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => void refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <Table aria-label={t("tableLabel")} aria-busy={isPending}>
          <THead>
            <Tr>
              {COLUMNS.map((c) => (
                <Th
                  key={c}
                  className={
                    c === "createdAt" ? "hidden sm:table-cell" : c === "target" ? "hidden md:table-cell" : undefined
                  }
                >
                  {c === "actions" ? <span className="sr-only">{t(`columns.${c}`)}</span> : t(`columns.${c}`)}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {isPending && (
              <Tr>
                <Td colSpan={COLUMNS.length}>{t("loading")}</Td>
              </Tr>
            )}
            {!isPending && rows.length === 0 && (
              <Tr>
                <Td colSpan={COLUMNS.length} className="py-10 text-center text-stone-600">
                  {t("empty")}
                </Td>
              </Tr>
            )}
            {rows.map((d) => (
              <Fragment key={d.id}>
                <DeliveryRow
                  delivery={d}
                  canEdit={canEdit}
                  isOpen={openId === d.id}
                  onToggle={() => setOpenId(openId === d.id ? null : d.id)}
                />
                {openId === d.id && (
                  <Tr>
                    <Td colSpan={COLUMNS.length} className="bg-stone-50">
                      <AttemptsList deliveryId={d.id} />
                    </Td>
                  </Tr>
                )}
              </Fragment>
            ))}
          </TBody>
        </Table>
      )}
      <ListPager
        page={search.page}
        limit={PAGE_SIZE}
        count={rows.length}
        total={total}
        isLoading={isPending}
        onPage={(page) => go({ ...search, page })}
      />
    </Card>
  );
}

// the transaction filter: a number, applied on Enter or when the field is left
function TransactionFilter({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const t = useTranslations("webhookDeliveries");
  const [text, setText] = useState(value ? String(value) : "");
  const apply = () => onChange(positive(text.trim().replace(/^#/, "")));
  return (
    <label className="flex min-w-0 flex-col gap-1 text-stone-700">
      {t("transactionFilter")}
      <Input
        inputMode="numeric"
        placeholder={t("transactionPlaceholder")}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === "Enter") apply();
        }}
      />
    </label>
  );
}

// where the event's object lives in the dashboard
const OBJECT_PAGES: Partial<Record<WebhookDeliveryListItem["objectType"], string>> = {
  transaction: "/transactions",
  transfer: "/transfers",
};

function DeliveryRow({
  delivery: d,
  canEdit,
  isOpen,
  onToggle,
}: {
  delivery: WebhookDeliveryListItem;
  canEdit: boolean;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations("webhookDeliveries");
  const eventLabel = useEventLabel();
  const { describeApiError } = useErrorText();
  const resend = useResendWebhookDelivery();
  const last = d.attempts.at(-1);
  const objectPage = OBJECT_PAGES[d.objectType];
  return (
    <Tr>
      <Td className="hidden whitespace-nowrap align-top tabular-nums sm:table-cell">{formatDateTimeBR(d.createdAt)}</Td>
      <Td className="align-top">
        <p className="text-sm text-stone-900">{eventLabel(d.eventType)}</p>
        <p className="break-all font-mono text-xs text-stone-600">{d.eventType}</p>
        <p className="text-xs tabular-nums text-stone-600 sm:hidden">{formatDateTimeBR(d.createdAt)}</p>
        {objectPage && (
          <Link
            href={`${objectPage}/${d.objectId}`}
            className="text-xs font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {t(`objects.${d.objectType as "transaction" | "transfer"}`, { id: String(d.objectId) })}
          </Link>
        )}
      </Td>
      <Td className="hidden max-w-64 align-top md:table-cell">
        <p className="truncate font-mono text-xs" title={d.url}>
          {d.url}
        </p>
        <p className="text-xs text-stone-600">
          {d.target === "postback"
            ? "postbackUrl"
            : d.endpointId !== null
              ? t("endpointTarget", { id: String(d.endpointId) })
              : t("deletedEndpoint")}
        </p>
      </Td>
      <Td className="align-top">
        <Badge tone={DELIVERY_STATUS_TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
        <p className="mt-1 text-xs tabular-nums text-stone-600">
          {t("outcome", {
            http: d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : last?.error ? t("requestError") : "—",
            attempts: d.attemptCount,
            duration: last ? `${last.durationMs} ms` : "—",
          })}
        </p>
      </Td>
      <Td className="align-top sm:text-right">
        <span className="inline-flex flex-col gap-2 sm:flex-row">
          <Button variant="ghost" size="sm" aria-expanded={isOpen} onClick={onToggle}>
            {isOpen ? t("hideAttempts") : t("showAttempts")}
          </Button>
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              disabled={resend.isPending}
              onClick={() => resend.mutate(d.id)}
              title={resend.error ? describeApiError(resend.error) : undefined}
            >
              {resend.isPending ? t("resending") : resend.isSuccess ? t("resent") : t("resend")}
            </Button>
          )}
        </span>
      </Td>
    </Tr>
  );
}
