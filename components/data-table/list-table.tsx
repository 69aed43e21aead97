"use client";

import type { ReactNode } from "react";

import { cn } from "@/components/ui/cn";
import { Table, TBody, Th, THead, Tr } from "@/components/ui/table";

import { ListError, LoadingRows } from "./list-states";

/**
 * Below `md`, a `stackOnPhone` list's rows are cards: a grid of two columns (what the row is, then
 * its amount), each cell placed with `max-md:order-N`; `hidden` drops a cell the card does without;
 * `labelled` prints a cell's `data-label` before it (the header is for screen readers only there).
 * A table of money in a 358-pixel box would otherwise hide its amounts past the right edge.
 */
export const PHONE_CARD = {
  row: "max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3",
  cell: "max-md:p-0",
  hidden: "max-md:hidden",
  labelled:
    "max-md:col-span-2 max-md:flex max-md:justify-between max-md:gap-3 max-md:text-xs max-md:before:text-stone-600 max-md:before:content-[attr(data-label)]",
} as const;

/** A header cell; money columns align right, like their values. */
export type ListColumn = { label: string; alignRight?: boolean };

type Props = {
  label: string;
  columns: readonly ListColumn[];
  isPending: boolean;
  /** aria-busy; true past the first load (a new page over the old one) dims the rows. Omitted: no aria-busy. */
  isBusy?: boolean;
  loadingLabel: string;
  loadingRows?: number;
  /** The row of an empty list (mostly an EmptyRow), or false; shown only once the list has loaded. */
  empty: ReactNode;
  /** Under the table, inside the frame: the pager. */
  footer?: ReactNode;
  /** Inside a Card, which already draws the frame. */
  inCard?: boolean;
  /** The list could not load (and has nothing to show): what happened and a retry, instead of the table. */
  failure?: { title: string; error: unknown; onRetry: () => void } | false;
  /** Rows without links or buttons: the table's box takes keyboard focus to scroll sideways (Table). */
  scrollLabel?: string;
  /** Below `md` the rows are cards (the caller lays out their cells); the header is kept for screen readers only. */
  stackOnPhone?: boolean;
  children: ReactNode;
};

export type ListQuery = {
  data?: unknown;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * The ListTable props that follow from the list's query: the failure to show when nothing could
 * load, the first load, and a new page loading over the old one (aria-busy, dimmed rows).
 */
export function listQueryState(query: ListQuery, loadErrorTitle: string) {
  return {
    failure: query.isError &&
      !query.data && { title: loadErrorTitle, error: query.error, onRetry: () => void query.refetch() },
    isPending: query.isPending,
    isBusy: query.isPending || (query.isFetching && query.isPlaceholderData),
  };
}

/** A list's table: header, placeholder rows while loading, the empty row, the rows and a footer. */
export function ListTable({
  label,
  columns,
  isPending,
  isBusy,
  loadingLabel,
  loadingRows,
  empty,
  footer,
  inCard,
  failure,
  scrollLabel,
  stackOnPhone,
  children,
}: Props) {
  if (failure)
    return inCard ? (
      <div className="p-4">
        <ListError {...failure} />
      </div>
    ) : (
      <ListError {...failure} />
    );
  const table = (
    <Table
      aria-label={label}
      aria-busy={isBusy}
      // an empty list has no link to take focus, so its box does, to be scrolled by keyboard on a phone
      scrollLabel={scrollLabel ?? (!isPending && empty ? label : undefined)}
      className={cn(isBusy && !isPending && "opacity-60 transition-opacity", stackOnPhone && "max-md:block")}
    >
      <THead className={stackOnPhone ? "max-md:sr-only" : undefined}>
        <Tr>
          {columns.map((c) => (
            <Th key={c.label} className={c.alignRight ? "text-right" : undefined}>
              {c.label}
            </Th>
          ))}
        </Tr>
      </THead>
      <TBody className={stackOnPhone ? "max-md:block" : undefined}>
        {isPending && <LoadingRows columns={columns.length} rows={loadingRows} label={loadingLabel} />}
        {!isPending && empty}
        {children}
      </TBody>
    </Table>
  );
  if (inCard)
    return (
      <>
        {table}
        {footer}
      </>
    );
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      {table}
      {footer}
    </div>
  );
}
