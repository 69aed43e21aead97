"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { MethodLabel } from "@/components/transactions/method-label";
import { StatusBadge } from "@/components/transactions/status-badge";
import { describeApiError } from "@/lib/forms/messages";
import { formatBRL, formatDateTimeBR } from "@/lib/money";
import { useTransactions } from "@/lib/queries/transactions";

const PAGE_SIZE = 20;
const COLUMNS = ["ID", "Data", "Método", "Status", "Valor"] as const;
const numberBR = new Intl.NumberFormat("pt-BR");

// A customer is one e-mail + document (POST /v1/customers updates that pair), so their
// transactions are the list filtered by both.
export function CustomerTransactions({ email, documentNumber }: { email: string; documentNumber: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const pageParam = Number(useSearchParams().get("page"));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const { data, error, isPending, isError, refetch } = useTransactions({ email, documentNumber, limit: String(PAGE_SIZE), page: String(page) });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const listHref = `/transactions?${new URLSearchParams({ email, documentNumber })}`;

  function go(next: number) {
    router.replace(next > 1 ? `${pathname}?page=${next}` : pathname, { scroll: false });
  }

  return (
    <Card aria-labelledby="transacoes-cliente" className="overflow-hidden">
      <CardHeader
        id="transacoes-cliente"
        title={isPending ? "Transações" : `Transações (${numberBR.format(total)})`}
        actions={<Link href={listHref} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">Ver na lista de transações</Link>}
      />
      {isError && !data ? (
        <div role="alert" className="p-4 text-sm text-red-800">
          <p>Não foi possível carregar as transações. {describeApiError(error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <Table aria-label="Transações do cliente" aria-busy={isPending}>
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
              {isPending && (
                <Tr>
                  <Td colSpan={COLUMNS.length}>
                    <div className="h-5 animate-pulse rounded bg-stone-100" />
                    <span className="sr-only">Carregando transações…</span>
                  </Td>
                </Tr>
              )}
              {!isPending && rows.length === 0 && (
                <Tr>
                  <Td colSpan={COLUMNS.length} className="py-10 text-center text-stone-600">
                    Nenhuma transação deste cliente.
                  </Td>
                </Tr>
              )}
              {rows.map((t) => (
                <Tr key={t.id} className="hover:bg-stone-50">
                  <Td className="whitespace-nowrap font-mono">
                    <Link href={`/transactions/${t.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline" aria-label={`Transação #${t.id}`}>
                      #{t.id}
                    </Link>
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(t.createdAt)}</Td>
                  <Td>
                    <MethodLabel method={t.paymentMethod} installments={t.installments} />
                  </Td>
                  <Td>
                    <StatusBadge status={t.status} />
                  </Td>
                  <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatBRL(t.amount)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          {total > PAGE_SIZE && (
            <nav aria-label="Paginação" className="flex items-center justify-end gap-2 border-t border-stone-200 px-4 py-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
                Anterior
              </Button>
              <Button variant="secondary" size="sm" disabled={page * PAGE_SIZE >= total} onClick={() => go(page + 1)}>
                Próxima
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  );
}
