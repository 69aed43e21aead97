"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { EmptyRow, LoadingRows } from "@/components/data-table/list-states";
import { TransferStatusBadge } from "@/components/transfers/transfer-status-badge";
import { describeApiError } from "@/lib/forms/messages";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { useTransfers } from "@/lib/queries/transfers";

/** The recipient's latest transfers, with a link to all of them on the transfers page. */
export function RecipientTransfersCard({ recipientId }: { recipientId: number }) {
  const { data, isPending, isError, error, refetch } = useTransfers({ recipientId: String(recipientId), limit: "10" });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  return (
    <Card aria-labelledby="transferencias" className="overflow-hidden">
      <CardHeader
        id="transferencias"
        title="Transferências"
        actions={total > rows.length && <Link href={`/transfers?recipientId=${recipientId}`} className="text-sm font-medium text-brand-800 underline underline-offset-2">Ver todas ({total})</Link>}
      />
      {isError && !data ? (
        <div role="alert" className="px-4 py-4 text-sm text-red-800">
          Não foi possível carregar as transferências. {describeApiError(error)}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <Table aria-label="Transferências do recebedor">
          <THead>
            <Tr>
              <Th>ID</Th>
              <Th>Data</Th>
              <Th>Status</Th>
              <Th className="text-right">Valor</Th>
            </Tr>
          </THead>
          <TBody>
            {isPending && <LoadingRows columns={4} rows={2} label="Carregando transferências…" />}
            {!isPending && rows.length === 0 && <EmptyRow columns={4} title="Nenhuma transferência ainda" />}
            {rows.map((t) => (
              <Tr key={t.id}>
                <Td className="font-mono">
                  <Link href={`/transfers/${t.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline" aria-label={`Transferência #${t.id}`}>
                    #{t.id}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(t.createdAt)}</Td>
                <Td>
                  <TransferStatusBadge status={t.status} />
                </Td>
                <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(t.amount)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </Card>
  );
}
