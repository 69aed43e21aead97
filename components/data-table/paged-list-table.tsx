"use client";

import type { ComponentProps, ReactNode } from "react";

import { ListPager } from "./list-pager";
import { EmptyRow } from "./list-states";
import { type ListQuery, listQueryState, ListTable } from "./list-table";

type Props = Omit<ComponentProps<typeof ListTable>, "isPending" | "isBusy" | "failure" | "empty" | "footer"> & {
  /** The page's query: `data` is `{ data: rows, total, isCapped }` (X-Total-Count, apiList). */
  query: ListQuery & { data?: { data: readonly unknown[]; total: number; isCapped?: boolean } };
  loadErrorTitle: string;
  emptyTitle: string;
  /** Under the empty row's title: why the list is empty (a filter, or nothing yet). */
  emptyText: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** A list paged on the server: ListTable with its query's states, the empty row and the pager. */
export function PagedListTable({
  query,
  loadErrorTitle,
  emptyTitle,
  emptyText,
  page,
  pageSize,
  onPage,
  ...table
}: Props) {
  const count = query.data?.data.length ?? 0;
  return (
    <ListTable
      {...listQueryState(query, loadErrorTitle)}
      {...table}
      empty={
        count === 0 && (
          <EmptyRow columns={table.columns.length} title={emptyTitle}>
            {emptyText}
          </EmptyRow>
        )
      }
      footer={
        <ListPager
          page={page}
          limit={pageSize}
          count={count}
          total={query.data?.total ?? 0}
          isCapped={query.data?.isCapped}
          isLoading={query.isPending}
          onPage={onPage}
        />
      }
    />
  );
}
