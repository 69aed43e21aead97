"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import type { z } from "zod";

import { Td, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";
import type { TransferSchema } from "@/lib/schemas/transfers";

import { TransferStatusBadge } from "./transfer-status-badge";

type Transfer = Pick<z.infer<typeof TransferSchema>, "id" | "createdAt" | "status" | "amount">;

/** A transfer in a list: its id (a link to it) and date, any cells the list adds, status and amount. */
export function TransferRow({
  transfer,
  linkLabel,
  className,
  children,
}: {
  transfer: Transfer;
  linkLabel: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tr className={className}>
      <Td className="whitespace-nowrap font-mono">
        <Link
          href={`/transfers/${transfer.id}`}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
          aria-label={linkLabel}
        >
          #{transfer.id}
        </Link>
      </Td>
      <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(transfer.createdAt)}</Td>
      {children}
      <Td>
        <TransferStatusBadge status={transfer.status} />
      </Td>
      <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(transfer.amount)}</Td>
    </Tr>
  );
}
