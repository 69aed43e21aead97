import type { UseQueryResult } from "@tanstack/react-query";
import { describeApiError } from "@/lib/forms/messages";
import { formatBRL } from "@/lib/money";
import type { AvailableBalance as Balance } from "@/lib/queries/recipients";

/** The chosen recipient's available balance (GET /v1/balance/available), announced as it changes. */
export function AvailableBalance({ query }: { query: UseQueryResult<Balance> }) {
  return (
    <div aria-live="polite" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-inset ring-brand-200">
      {query.isPending ? (
        "Consultando saldo disponível…"
      ) : query.isError ? (
        <span className="text-red-800">Não foi possível consultar o saldo: {describeApiError(query.error)}</span>
      ) : (
        <>
          Saldo disponível para transferir: <strong data-testid="available-balance" className="tabular-nums">{formatBRL(query.data.amount)}</strong>
        </>
      )}
    </div>
  );
}
