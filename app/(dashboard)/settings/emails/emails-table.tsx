"use client";

import { useTranslations } from "use-intl";

import { PagedListTable } from "@/components/data-table/paged-list-table";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Td, Tr } from "@/components/ui/table";
import { useUrlSearch } from "@/lib/client/hooks/use-url-search";
import { useEmails } from "@/lib/client/queries/emails";
import { formatDateTimeBR } from "@/lib/formats/time";
import type { EmailMessage } from "@/lib/schemas/email";

const COLUMNS = ["createdAt", "kind", "to", "subject", "status", "attempts", "lastError"] as const;
const PAGE_SIZE = 25;
const TONES: Record<EmailMessage["status"], BadgeTone> = {
  queued: "amber",
  sent: "green",
  failed: "red",
  logged: "gray",
};

// the URL holds the page only: ?page=…
const parse = (params: URLSearchParams) => {
  const page = Number(params.get("page"));
  return { page: Number.isInteger(page) && page > 1 ? page : 1 };
};
const toSearchString = (s: { page: number }) => (s.page > 1 ? `page=${s.page}` : "");

/** The company's e-mails, newest first, with their delivery status (GET /v1/emails). */
export function EmailsTable() {
  const t = useTranslations("emails");
  const kindLabel = useTranslations("email");
  const { search, go } = useUrlSearch(parse, toSearchString);
  const query = useEmails({ page: String(search.page), limit: String(PAGE_SIZE) });
  const rows = query.data?.data ?? [];
  return (
    <PagedListTable
      query={query}
      loadErrorTitle={t("loadError")}
      label={t("title")}
      scrollLabel={t("title")}
      columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`) }))}
      loadingLabel={t("loading")}
      emptyTitle={t("empty")}
      emptyText={t("emptyText")}
      page={search.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => go({ page })}
    >
      {rows.map((m) => (
        <Tr key={m.id}>
          <Td className="whitespace-nowrap tabular-nums text-stone-700">{formatDateTimeBR(m.createdAt)}</Td>
          <Td className="whitespace-nowrap text-stone-900">{kindLabel(`kinds.${m.kind}`)}</Td>
          <Td className="max-w-56 truncate text-stone-900">{m.to}</Td>
          <Td className="max-w-72 truncate text-stone-700" title={m.subject}>
            {m.subject}
          </Td>
          <Td>
            <Badge tone={TONES[m.status]}>{t(`statuses.${m.status}`)}</Badge>
          </Td>
          <Td className="tabular-nums text-stone-700">{m.attemptCount}</Td>
          <Td className="max-w-64 truncate text-xs text-stone-700" title={m.lastError ?? ""}>
            {m.lastError ?? "—"}
          </Td>
        </Tr>
      ))}
    </PagedListTable>
  );
}
