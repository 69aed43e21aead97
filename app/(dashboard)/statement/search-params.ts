import { addDays, startOfDay } from "@/lib/formats/time";
import {
  type BalanceOperationType,
  balanceOperationTypes,
  listBalanceOperationsQuerySchema,
} from "@/lib/schemas/balance";
import { isoDate } from "@/lib/schemas/common";

// The URL is the statement's only filter state: ?recipientId=&type=a,b&from=YYYY-MM-DD&to=YYYY-MM-DD,
// read tolerantly (bad values are dropped, not an error page). Dates are São Paulo calendar days:
// `to` includes its whole day.
export type StatementSearch = { recipientId?: number; type: BalanceOperationType[]; from?: string; to?: string };

export const STATEMENT_PAGE_SIZE = 50;

const day = (value: string | null) => (value && isoDate.safeParse(value).success ? value : undefined);

export function parseStatementSearch(params: URLSearchParams): StatementSearch {
  const types = (params.get("type") ?? "").split(",");
  const recipientId = listBalanceOperationsQuerySchema.shape.recipientId.safeParse(
    params.get("recipientId") ?? undefined,
  );
  return {
    recipientId: recipientId.success ? recipientId.data : undefined,
    type: balanceOperationTypes.filter((t) => types.includes(t)),
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
}

export function toSearchString(search: StatementSearch): string {
  const params = new URLSearchParams();
  if (search.recipientId) params.set("recipientId", String(search.recipientId));
  if (search.type.length) params.set("type", search.type.join(","));
  if (search.from) params.set("from", search.from);
  if (search.to) params.set("to", search.to);
  return params.toString();
}

/** The API's query for a search: from the start of `from` to the end of `to`, in São Paulo. */
export function toApiQuery(search: StatementSearch, limit = STATEMENT_PAGE_SIZE): Record<string, string> {
  return {
    ...(search.recipientId && { recipientId: String(search.recipientId) }),
    ...(search.type.length && { type: search.type.join(",") }),
    ...(search.from && { from: startOfDay(search.from).toISOString() }),
    ...(search.to && { to: startOfDay(addDays(search.to, 1)).toISOString() }),
    limit: String(limit),
  };
}
