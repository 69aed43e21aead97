"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { ApiClientError } from "@/lib/client/api-client";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from "@/lib/client/queries/webhooks";
import { formatDateTimeBR } from "@/lib/formats/time";
import type { WebhookEndpoint } from "@/lib/schemas/webhooks";

import { EndpointForm } from "./endpoint-form";
import { subscribesToAll } from "./labels";

type Editing = { mode: "closed" } | { mode: "create" } | { mode: "edit"; endpoint: WebhookEndpoint };

export function EndpointsSection({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("webhooks");
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error, refetch } = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Card aria-labelledby="endpoints-title">
      <CardHeader
        id="endpoints-title"
        title={t("endpoints")}
        actions={
          canEdit &&
          editing.mode === "closed" && (
            <Button size="sm" onClick={() => setEditing({ mode: "create" })}>
              {t("newEndpoint")}
            </Button>
          )
        }
      />
      <CardContent className="space-y-4">
        {secret && (
          <OneTimeSecret
            message={t("signingSecretOnce")}
            secret={secret}
            secretLabel={t("signingSecret")}
            copyLabel={t("copySecret")}
            dismissLabel={t("copied")}
            testId="webhook-secret"
            onDismiss={() => setSecret(null)}
          />
        )}
        {editing.mode !== "closed" && (
          <div className="rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
            <EndpointForm
              key={editing.mode === "edit" ? editing.endpoint.id : "new"}
              endpoint={editing.mode === "edit" ? editing.endpoint : undefined}
              onCancel={() => setEditing({ mode: "closed" })}
              onSubmit={async (input) => {
                if (editing.mode === "edit") await update.mutateAsync({ id: editing.endpoint.id, input });
                else setSecret((await create.mutateAsync(input)).secret);
                setEditing({ mode: "closed" });
              }}
            />
          </div>
        )}
        <DisabledByFailuresBanner endpoints={data?.data ?? []} />
        {isPending && <p className="text-sm text-stone-600">{t("loadingEndpoints")}</p>}
        {isError && (
          <div role="alert" className="text-sm text-red-800">
            {t("loadError")} {describeApiError(error)}
            <Button variant="secondary" size="sm" className="ml-3" onClick={() => void refetch()}>
              {t("retry")}
            </Button>
          </div>
        )}
        {data && data.data.length === 0 && editing.mode === "closed" && (
          <p className="text-sm text-stone-600">{t("empty")}</p>
        )}
        {data && data.data.length > 0 && (
          <ul className="divide-y divide-stone-100" aria-label={t("listLabel")}>
            {data.data.map((e) => (
              <EndpointRow
                key={e.id}
                endpoint={e}
                canEdit={canEdit}
                onEdit={() => setEditing({ mode: "edit", endpoint: e })}
                onSecret={setSecret}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EndpointRow({
  endpoint: e,
  canEdit,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  canEdit: boolean;
  onEdit: () => void;
  onSecret: (s: string) => void;
}) {
  const t = useTranslations("webhooks");
  const { describeApiError } = useErrorText();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestEvent();
  const isBusy = update.isPending || remove.isPending || rotate.isPending || sendTest.isPending;
  const failure = update.error ?? remove.error ?? rotate.error ?? sendTest.error;
  // which confirmation is open: a new signing secret, or removing the endpoint
  const [asking, setAsking] = useState<"rotate" | "delete" | null>(null);
  const isDisabledByColmeia = !e.enabled && e.disabledReason === "failing" && e.disabledAt !== null;

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all font-mono text-sm text-stone-900">{e.url}</span>
          <Badge tone={e.enabled ? "green" : isDisabledByColmeia ? "red" : "gray"}>
            {e.enabled ? t("enabled") : isDisabledByColmeia ? t("disabledByColmeia") : t("disabled")}
          </Badge>
        </p>
        {isDisabledByColmeia && (
          <p className="text-sm text-red-800">
            {t("disabledFailing", {
              disabledAt: formatDateTimeBR(e.disabledAt!),
              failingSince: e.failingSince ? formatDateTimeBR(e.failingSince) : "—",
            })}
          </p>
        )}
        {e.enabled && e.consecutiveFailures > 0 && e.failingSince && (
          <p className="text-sm text-amber-900">
            {t("failingNow", { failingSince: formatDateTimeBR(e.failingSince), count: e.consecutiveFailures })}
          </p>
        )}
        {e.description && <p className="text-sm text-stone-700">{e.description}</p>}
        <p className="text-xs text-stone-600">
          {t("endpointMeta", {
            events: subscribesToAll(e.enabledEvents) ? t("allEvents") : e.enabledEvents.join(", "),
            secretPrefix: e.secretPrefix,
            createdAt: formatDateTimeBR(e.createdAt),
          })}
        </p>
        {sendTest.data && (
          <p role="status" className="text-xs text-green-800">
            {t("testSent", { id: String(sendTest.data.id) })}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-xs text-red-700">
            {failure instanceof ApiClientError ? describeApiError(failure) : t("operationFailed")}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={isBusy}>
            {t("edit")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            onClick={() => update.mutate({ id: e.id, input: { enabled: !e.enabled } })}
          >
            {e.enabled ? t("disable") : isDisabledByColmeia ? t("reenable") : t("enable")}
          </Button>
          {e.enabled && (
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => sendTest.mutate(e.id)}>
              {t("sendTest")}
            </Button>
          )}
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => setAsking("rotate")}>
            {t("rotate")}
          </Button>
          <Button variant="danger" size="sm" disabled={isBusy} onClick={() => setAsking("delete")}>
            {t("delete")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={asking === "rotate"}
        title={t("rotate")}
        confirmLabel={t("rotate")}
        isBusy={rotate.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          rotate.mutate(e.id, {
            onSuccess: (r) => {
              setAsking(null);
              onSecret(r.secret);
            },
          })
        }
      >
        <p>{t("rotateConfirm")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === "delete"}
        title={t("delete")}
        confirmLabel={t("delete")}
        isBusy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => remove.mutate(e.id, { onSuccess: () => setAsking(null) })}
      >
        <p className="break-all">{t("deleteConfirm", { url: e.url })}</p>
      </ConfirmDialog>
    </li>
  );
}

// Above the list: endpoints Colmeia disabled after failing for WEBHOOK_DISABLE_AFTER_HOURS
// (docs/webhooks.md); each row says since when, and its button enables it again.
function DisabledByFailuresBanner({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const t = useTranslations("webhooks");
  const count = endpoints.filter((e) => !e.enabled && e.disabledReason === "failing").length;
  if (count === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      {t("disabledFailingBanner", { count })}
    </div>
  );
}
