"use client";

import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { type AuditEntry, useAuditLog } from "@/lib/client/queries/audit";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";
import { auditActorTypes } from "@/lib/schemas/audit";

import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditActorType,
  parseAuditSearch,
  toApiQuery,
  toSearchString,
} from "./search-params";

const COLUMNS = ["date", "action", "actor", "ip", "object", "change"] as const;

// Money is stored in cents under these names (amount, refundedAmount, fee, transferMinimumAmount…):
// shown as the rest of the dashboard shows money, R$ 1.000,00 in both languages.
const isMoneyKey = (key: string) => /amount$|fee$/i.test(key) && !/percent/i.test(key);

function show(value: unknown, key = ""): string {
  if (value === undefined) return "∅";
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value) && isMoneyKey(key)) return formatBRL(value);
  if (value && typeof value === "object" && !Array.isArray(value))
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v, k)}`)
      .join(", ")} }`;
  return JSON.stringify(value);
}

// Only the fields that changed, "field: before → after"; a created object shows what it has.
function describeChange(entry: AuditEntry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => (k in before ? `${k}: ${show(before[k], k)} → ${show(after[k], k)}` : `${k}: ${show(after[k], k)}`))
    .join("; ");
}

export function AuditTable() {
  const t = useTranslations("auditLog");
  const { search, go } = useUrlSearch(parseAuditSearch, toSearchString);
  const query = useAuditLog(toApiQuery(search));
  const rows = query.data?.data ?? [];
  const hasFilters = Boolean(search.action || search.actorType);
  // a readable name for each action; the code (what the API's ?action= takes) stays beside it
  const actionLabel = (action: string) => {
    const key = `actions.${action}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : action;
  };

  return (
    <div className="space-y-4">
      <div
        role="search"
        aria-label={t("filtersLabel")}
        className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <FormField label={t("action")} id="audit-action">
          <Select
            id="audit-action"
            value={search.action ?? ""}
            onChange={(e) => go({ ...search, action: e.target.value || undefined, page: 1 })}
          >
            <option value="">{t("anyAction")}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("actorType")} id="audit-actor">
          <Select
            id="audit-actor"
            value={search.actorType ?? ""}
            onChange={(e) =>
              go({ ...search, actorType: (e.target.value || undefined) as AuditActorType | undefined, page: 1 })
            }
            options={[
              { value: "", label: t("anyActor") },
              ...auditActorTypes.map((a) => ({ value: a, label: t(`actorTypes.${a}`) })),
            ]}
          />
        </FormField>
        {hasFilters && (
          <Button variant="ghost" size="sm" onClick={() => go({ page: 1 })}>
            {t("clearFilters")}
          </Button>
        )}
      </div>
      <PagedListTable
        query={query}
        loadErrorTitle={t("loadError")}
        label={t("tableLabel")}
        scrollLabel={t("tableLabel")}
        columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`) }))}
        loadingLabel={t("loading")}
        emptyTitle={t("emptyTitle")}
        emptyText={hasFilters ? t("emptyFiltered") : t("emptyText")}
        page={search.page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(page) => go({ ...search, page })}
      >
        {rows.map((e) => (
          <Tr key={e.id}>
            <Td className="whitespace-nowrap tabular-nums text-stone-700">{formatDateTimeBR(e.createdAt)}</Td>
            <Td className="whitespace-nowrap text-stone-900">
              {actionLabel(e.action)}
              <span className="block font-mono text-xs text-stone-500">{e.action}</span>
            </Td>
            <Td className="max-w-56 truncate text-stone-900">
              {e.actor.label} <span className="text-stone-500">({t(`actorTypes.${e.actor.type}`)})</span>
            </Td>
            <Td className="whitespace-nowrap font-mono text-xs text-stone-700">{e.ip ?? t("noChange")}</Td>
            <Td className="whitespace-nowrap text-stone-700">
              {e.objectType ? `${e.objectType} ${e.objectId ?? ""}` : t("noChange")}
            </Td>
            <Td className="max-w-96 truncate text-xs text-stone-700" title={describeChange(e)}>
              {describeChange(e) || t("noChange")}
            </Td>
          </Tr>
        ))}
      </PagedListTable>
    </div>
  );
}
