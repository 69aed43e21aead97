"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { Td, Tr } from "@/components/ui/table";
import { useErrorText } from "@/lib/client/hooks/use-error-text";

/** A list that could not load: what happened and a way to try again. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useTranslations("listStates");
  const { describeApiError } = useErrorText();
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-6 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-medium">{title}</p>
      <p className="mt-1">{describeApiError(error)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}

/** Placeholder rows while the first page loads. */
export function LoadingRows({ columns, label, rows = 5 }: { columns: number; label: string; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <Tr key={i}>
          <Td colSpan={columns}>
            <div className="h-5 animate-pulse rounded bg-stone-100" />
            {i === 0 && <span className="sr-only">{label}</span>}
          </Td>
        </Tr>
      ))}
    </>
  );
}

/** The one row of an empty list. */
export function EmptyRow({ columns, title, children }: { columns: number; title: string; children?: ReactNode }) {
  return (
    <Tr>
      <Td colSpan={columns} className="py-12 text-center">
        <p className="font-medium text-stone-900">{title}</p>
        {children && <div className="mt-1 text-stone-600">{children}</div>}
      </Td>
    </Tr>
  );
}
