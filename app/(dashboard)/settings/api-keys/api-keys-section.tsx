"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { EmptyRow } from "@/components/data-table/list-states";
import { listQueryState, ListTable } from "@/components/data-table/list-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { Td, Tr } from "@/components/ui/table";
import { useRowRemoval } from "@/lib/client/hooks/use-row-removal";
import { useApiKeys, useRevokeApiKey } from "@/lib/client/queries/settings";
import { formatDateTimeBR } from "@/lib/formats/time";
import type { ApiKey } from "@/lib/schemas/api-keys";

import { CreateApiKeyForm } from "./create-api-key-form";

// keys of the "apiKeys.columns" messages
const COLUMNS = ["name", "key", "createdAt", "lastUsedAt", "status", "actions"] as const;

export function ApiKeysSection() {
  const t = useTranslations("apiKeys");
  const query = useApiKeys();
  const { data } = query;
  const revoke = useRowRemoval<ApiKey>(useRevokeApiKey());
  const [isCreating, setCreating] = useState(false);
  const [newKey, setNewKey] = useState<{ name: string; key: string } | null>(null);
  const rows = data?.data ?? [];

  return (
    <Card aria-labelledby="chaves-secretas" className="overflow-hidden">
      <CardHeader
        id="chaves-secretas"
        title={t("secretKeys")}
        actions={
          !isCreating && (
            <Button
              size="sm"
              onClick={() => {
                setNewKey(null);
                setCreating(true);
              }}
            >
              {t("newKey")}
            </Button>
          )
        }
      />
      <div className="space-y-4 px-4 py-4">
        <p className="text-sm text-stone-600">
          {t.rich("secretKeysDescription", { code: (chunks) => <code className="font-mono text-xs">{chunks}</code> })}
        </p>
        {newKey && (
          <OneTimeSecret
            message={t("created", { name: newKey.name })}
            secret={newKey.key}
            secretLabel={t("newSecretKey")}
            copyLabel={t("copyKey")}
            dismissLabel={t("copied")}
            testId="new-api-key"
            onDismiss={() => setNewKey(null)}
          />
        )}
        {isCreating && (
          <CreateApiKeyForm
            onCreated={(created) => {
              setCreating(false);
              setNewKey({ name: created.name, key: created.key });
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </div>
      <ListTable
        {...listQueryState(query, t("loadError"))}
        inCard
        label={t("secretKeys")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`) }))}
        loadingLabel={t("loadingKeys")}
        loadingRows={2}
        empty={
          rows.length === 0 && (
            <EmptyRow columns={COLUMNS.length} title={t("emptyTitle")}>
              {t("emptyHint")}
            </EmptyRow>
          )
        }
      >
        {rows.map((k) => (
          <Tr key={k.id}>
            <Td className="font-medium text-stone-900">{k.name}</Td>
            <Td className="whitespace-nowrap font-mono text-xs">{k.prefix}…</Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(k.createdAt)}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {k.lastUsedAt ? formatDateTimeBR(k.lastUsedAt) : t("never")}
            </Td>
            <Td>
              {k.revokedAt ? (
                <Badge tone="red">{t("revokedAt", { date: formatDateTimeBR(k.revokedAt) })}</Badge>
              ) : (
                <Badge tone="green">{t("active")}</Badge>
              )}
            </Td>
            <Td>
              {!k.revokedAt && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("revokeKeyLabel", { name: k.name })}
                  onClick={() => revoke.ask(k)}
                >
                  {t("revoke")}
                </Button>
              )}
            </Td>
          </Tr>
        ))}
      </ListTable>
      <ConfirmDialog {...revoke.dialog} title={t("revokeTitle")} confirmLabel={t("revokeConfirm")}>
        <p>
          {t.rich("revokeBody", {
            name: revoke.target?.name ?? "",
            prefix: revoke.target?.prefix ?? "",
            strong: (chunks) => <strong>{chunks}</strong>,
            mono: (chunks) => <span className="font-mono">{chunks}</span>,
          })}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
