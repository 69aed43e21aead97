"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { EmptyRow, ListError, LoadingRows } from "@/components/data-table/list-states";
import { ListPager } from "@/components/data-table/list-pager";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { TRANSFER_STATUS_LABELS, TransferStatusBadge } from "@/components/transfers/transfer-status-badge";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { useRecipients } from "@/lib/queries/recipients";
import { useTransfers } from "@/lib/queries/transfers";
import { transferStatuses, type TransferStatus } from "@/lib/schemas/transfers";
import { parseTransferSearch, toApiQuery, toSearchString, TRANSFERS_PAGE_SIZE, type TransferSearch } from "./search-params";

const COLUMNS = ["ID", "Data", "Recebedor", "Destino", "Status", "Valor"] as const;
const STATUS_OPTIONS = transferStatuses.map((s) => ({ value: s, label: TRANSFER_STATUS_LABELS[s] }));

export function TransfersTable() {
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const search = useMemo(() => parseTransferSearch(new URLSearchParams(urlKey)), [urlKey]);
  // the checkboxes answer at once; the URL (and the list) follow when the navigation lands
  const [draftStatus, setDraftStatus] = useState(search.status);
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  if (urlKey !== draftUrlKey) {
    setDraftUrlKey(urlKey);
    setDraftStatus(search.status);
  }
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useTransfers(toApiQuery(search));
  // names for the recipient column (a company rarely has more than a page of recipients)
  const recipients = useRecipients({ limit: "100" });
  const names = useMemo(() => new Map((recipients.data?.data ?? []).map((r) => [r.id, r.legalName])), [recipients.data]);

  function go(next: TransferSearch) {
    const qs = toSearchString(next);
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  const rows = data?.data ?? [];
  const isBusy = isPending || (isFetching && isPlaceholderData);
  const hasFilters = search.status.length > 0 || search.recipientId !== undefined;

  return (
    <div className="space-y-4">
      <div role="search" aria-label="Filtros de transferências" className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <CheckboxGroup
          legend="Status"
          options={STATUS_OPTIONS}
          selected={draftStatus}
          onChange={(status) => {
            setDraftStatus(status as TransferStatus[]);
            go({ ...search, status: status as TransferStatus[], page: 1 });
          }}
        />
        {search.recipientId && (
          <p className="text-sm text-stone-700">
            Recebedor: <strong>{names.get(search.recipientId) ?? `#${search.recipientId}`}</strong>
          </p>
        )}
        {hasFilters && (
          <Button variant="ghost" size="sm" onClick={() => go({ status: [], page: 1 })}>
            Limpar filtros
          </Button>
        )}
      </div>
      {isError && !data ? (
        <ListError title="Não foi possível carregar as transferências." error={error} onRetry={() => refetch()} />
      ) : (
        <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
          <Table aria-label="Transferências" aria-busy={isBusy} className={isBusy && !isPending ? "opacity-60 transition-opacity" : undefined}>
            <THead>
              <Tr>
                {COLUMNS.map((c) => (
                  <Th key={c} className={c === "Valor" ? "text-right" : undefined}>
                    {c}
                  </Th>
                ))}
              </Tr>
            </THead>
            <TBody>
              {isPending && <LoadingRows columns={COLUMNS.length} label="Carregando transferências…" />}
              {!isPending && rows.length === 0 && (
                <EmptyRow columns={COLUMNS.length} title="Nenhuma transferência encontrada">
                  {hasFilters ? "Ajuste ou limpe os filtros para ver mais resultados." : "As transferências criadas aqui ou pela API aparecem nesta lista."}
                </EmptyRow>
              )}
              {rows.map((t) => (
                <Tr key={t.id} className="hover:bg-stone-50">
                  <Td className="whitespace-nowrap font-mono">
                    <Link href={`/transfers/${t.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline" aria-label={`Transferência #${t.id}`}>
                      #{t.id}
                    </Link>
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(t.createdAt)}</Td>
                  <Td className="max-w-64 truncate">
                    <Link href={`/recipients/${t.recipientId}`} className="text-stone-900 underline-offset-2 hover:underline">
                      {names.get(t.recipientId) ?? `Recebedor #${t.recipientId}`}
                    </Link>
                  </Td>
                  <Td className="whitespace-nowrap text-stone-700">{t.pixKey ? "Chave Pix" : "Conta bancária"}</Td>
                  <Td>
                    <TransferStatusBadge status={t.status} />
                  </Td>
                  <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(t.amount)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <ListPager page={search.page} limit={TRANSFERS_PAGE_SIZE} count={rows.length} total={data?.total ?? 0} isLoading={isPending} onPage={(page) => go({ ...search, page })} />
        </div>
      )}
    </div>
  );
}
