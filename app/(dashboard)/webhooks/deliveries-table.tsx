"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Fragment, useState } from "react";
import { useTranslations } from "use-intl";

import { ListPager } from "@/components/data-table/list-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { formatDateTimeBR } from "@/lib/money";
import { useResendWebhookDelivery, useWebhookDeliveries } from "@/lib/queries/webhooks";
import {
  type WebhookDeliveryListItem,
  type WebhookDeliveryStatus,
  webhookDeliveryStatuses,
} from "@/lib/schemas/webhooks";

import { AttemptsList } from "./attempts-list";
import { DELIVERY_STATUS_TONES } from "./labels";

const PAGE_SIZE = 20;
// keys of the "webhookDeliveries.columns" messages; the last one (the buttons) is for screen readers only
const COLUMNS = ["createdAt", "event", "target", "status", "http", "attempts", "duration", "actions"] as const;

// The URL is the filter state: ?status=failed&page=2 (a bad value falls back to the default).
function readSearch(params: URLSearchParams) {
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: webhookDeliveryStatuses.includes(status as WebhookDeliveryStatus)
      ? (status as WebhookDeliveryStatus)
      : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function DeliveriesTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("webhookDeliveries");
  const { describeApiError } = useErrorText();
  const router = useRouter();
  const pathname = usePathname();
  const search = readSearch(new URLSearchParams(useSearchParams().toString()));
  const query = {
    limit: String(PAGE_SIZE),
    page: String(search.page),
    ...(search.status && { status: search.status }),
  };
  const { data, isPending, isError, error, refetch } = useWebhookDeliveries(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  function go(next: { status?: string; page: number }) {
    const qs = new URLSearchParams({
      ...(next.status && { status: next.status }),
      ...(next.page > 1 && { page: String(next.page) }),
    }).toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  return (
    <Card aria-labelledby="deliveries-title">
      <CardHeader
        id="deliveries-title"
        title={t("title")}
        actions={
          <label className="flex items-center gap-2 text-sm text-stone-700">
            {t("statusFilter")}
            <Select
              className="w-40"
              value={search.status ?? ""}
              onChange={(e) => go({ status: e.target.value, page: 1 })}
              options={[
                { value: "", label: t("allStatuses") },
                ...webhookDeliveryStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
          </label>
        }
      />
      {isError && !data ? (
        <div role="alert" className="p-4 text-sm text-red-800">
          {t("loadError")} {describeApiError(error)}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <Table aria-label={t("tableLabel")} aria-busy={isPending}>
          <THead>
            <Tr>
              {COLUMNS.map((c) => (
                <Th key={c}>
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
  const { describeApiError } = useErrorText();
  const resend = useResendWebhookDelivery();
  const last = d.attempts.at(-1);
  return (
    <Tr>
      <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(d.createdAt)}</Td>
      <Td className="whitespace-nowrap font-mono text-xs">{d.eventType}</Td>
      <Td className="max-w-72">
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
      <Td>
        <Badge tone={DELIVERY_STATUS_TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
      </Td>
      <Td className="tabular-nums">{d.lastStatusCode ?? (last?.error ? t("requestError") : "—")}</Td>
      <Td className="tabular-nums">{d.attemptCount}</Td>
      <Td className="whitespace-nowrap tabular-nums">{last ? `${last.durationMs} ms` : "—"}</Td>
      <Td className="whitespace-nowrap text-right">
        <span className="inline-flex gap-2">
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
