"use client";

import { useMemo } from "react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { describeApiError } from "@/lib/forms/messages";
import { formatDocument, formatPhoneBR } from "@/lib/documents";
import { formatDateBR } from "@/lib/money";
import { useCustomers } from "@/lib/queries/customers";
import { CUSTOMERS_PAGE_SIZE, parseCustomerSearch, toCustomerApiQuery, toCustomerSearchString, type CustomerSearch } from "./search-params";

const COLUMNS = ["Nome", "E-mail", "CPF/CNPJ", "Telefone", "Cliente desde"] as const;
const numberBR = new Intl.NumberFormat("pt-BR");

export function CustomersTable() {
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const search = useMemo(() => parseCustomerSearch(new URLSearchParams(urlKey)), [urlKey]);
  const query = toCustomerApiQuery(search);
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useCustomers(query);

  function go(next: CustomerSearch) {
    const qs = toCustomerSearchString(next);
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  if (!query)
    return (
      <div className="rounded-lg bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <p className="font-medium text-stone-900">Busque um cliente pelo e-mail</p>
        <p className="mt-1 text-sm text-stone-600">Os clientes são criados a cada compra, com o e-mail e o documento do pagador.</p>
      </div>
    );

  if (isError && !data)
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-6 text-sm text-red-800 ring-1 ring-red-200">
        <p className="font-medium">Não foi possível buscar os clientes.</p>
        <p className="mt-1">{describeApiError(error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => refetch()}>
          Tentar novamente
        </Button>
      </div>
    );

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const isBusy = isPending || (isFetching && isPlaceholderData);
  const from = rows.length === 0 ? 0 : (search.page - 1) * CUSTOMERS_PAGE_SIZE + 1;

  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <Table aria-label="Clientes" aria-busy={isBusy} className={isBusy && !isPending ? "opacity-60 transition-opacity" : undefined}>
        <THead>
          <Tr>
            {COLUMNS.map((c) => (
              <Th key={c}>{c}</Th>
            ))}
          </Tr>
        </THead>
        <TBody>
          {isPending && (
            <Tr>
              <Td colSpan={COLUMNS.length}>
                <div className="h-5 animate-pulse rounded bg-stone-100" />
                <span className="sr-only">Buscando clientes…</span>
              </Td>
            </Tr>
          )}
          {!isPending && rows.length === 0 && (
            <Tr>
              <Td colSpan={COLUMNS.length} className="py-12 text-center">
                <p className="font-medium text-stone-900">Nenhum cliente encontrado</p>
                <p className="mt-1 text-stone-600">Confira o e-mail (a busca é pelo endereço completo) ou tire o nome e o documento.</p>
              </Td>
            </Tr>
          )}
          {rows.map((c) => (
            <Tr key={c.id} className="hover:bg-stone-50">
              <Td className="max-w-64">
                <Link href={`/customers/${c.id}`} className="block truncate font-medium text-brand-800 underline-offset-2 hover:underline">
                  {c.name}
                </Link>
              </Td>
              <Td className="max-w-64 truncate">{c.email}</Td>
              <Td className="whitespace-nowrap tabular-nums">{formatDocument(c.document.number)}</Td>
              <Td className="whitespace-nowrap tabular-nums">{c.phone ? formatPhoneBR(c.phone) : "—"}</Td>
              <Td className="whitespace-nowrap tabular-nums">{formatDateBR(c.createdAt)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm">
        <p className="text-stone-700" aria-live="polite">
          {isPending ? "Buscando…" : `${numberBR.format(from)}–${numberBR.format(from === 0 ? 0 : from + rows.length - 1)} de ${numberBR.format(total)}`}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={search.page <= 1} onClick={() => go({ ...search, page: search.page - 1 })}>
            Anterior
          </Button>
          <Button variant="secondary" size="sm" disabled={search.page * CUSTOMERS_PAGE_SIZE >= total} onClick={() => go({ ...search, page: search.page + 1 })}>
            Próxima
          </Button>
        </div>
      </nav>
    </div>
  );
}
