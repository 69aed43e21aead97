import { endOfDay, isDay, startOfDay } from "@/lib/formats/time";
import { listTransactionsQuerySchema, type TransactionSort } from "@/lib/schemas/transactions";

// The URL is the only filter state of the transactions page. It is read tolerantly with the API's
// own query schema: a value the API would reject is dropped (it falls back to its default) instead
// of turning the whole page into an error.

// paymentLinkId has no field in the form: it comes from a payment link's "Ver pagamentos" and shows as a chip.
export const FILTER_KEYS = [
  "id",
  "status",
  "paymentMethods",
  "deliveryStatus",
  "installments",
  "name",
  "email",
  "documentNumber",
  "phone",
  "traceable",
  "createdFrom",
  "createdTo",
  "amountFrom",
  "amountTo",
  "cardBrand",
  "cardLastDigits",
  "paymentLinkId",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type TransactionFilters = Partial<Record<FilterKey, string>>;
export type TransactionSearch = { filters: TransactionFilters; page: number; limit: number; sort: TransactionSort };

const LIST_KEYS = new Set<FilterKey>(["status", "paymentMethods", "deliveryStatus", "installments"]);
const shape = listTransactionsQuerySchema.shape;

function isValid(key: keyof typeof shape, value: string) {
  return shape[key].safeParse(value).success;
}

/** Whether the API accepts this value for a filter (for inline errors before the URL changes). */
export function isValidFilter(key: FilterKey, value: string): boolean {
  return isValid(key, value.trim());
}

export function parseTransactionSearch(params: URLSearchParams): TransactionSearch {
  const filters: TransactionFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    // comma lists keep their valid items ("paid,bogus" → "paid")
    const value = LIST_KEYS.has(key)
      ? [...new Set(raw.split(",").map((s) => s.trim()))].filter((s) => s && isValid(key, s)).join(",")
      : raw;
    if (value && isValid(key, value)) filters[key] = value;
  }
  const limit = shape.limit.safeParse(params.get("limit") ?? undefined);
  const page = shape.page.safeParse(params.get("page") ?? undefined);
  const sort = shape.sort.safeParse(params.get("sort") ?? undefined);
  return {
    filters,
    limit: limit.success ? limit.data : 20,
    page: page.success ? (page.data ?? 1) : 1,
    sort: sort.success ? sort.data : "-createdAt",
  };
}

/** The page's URL for a search: only what differs from the defaults. */
export function toSearchString(search: TransactionSearch): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (search.filters[key]) params.set(key, search.filters[key]);
  if (search.page > 1) params.set("page", String(search.page));
  if (search.limit !== 20) params.set("limit", String(search.limit));
  if (search.sort !== "-createdAt") params.set("sort", search.sort);
  return params.toString();
}

// A day picked in the filters means that whole day in São Paulo.
function dayBoundary(value: string, edge: "start" | "end") {
  if (!isDay(value)) return value;
  return (edge === "start" ? startOfDay(value) : endOfDay(value)).toISOString();
}

/** Query parameters for GET /v1/transactions. */
export function toApiQuery(search: TransactionSearch): Record<string, string> {
  const query: Record<string, string> = {
    ...search.filters,
    limit: String(search.limit),
    page: String(search.page),
    ...(search.sort !== "-createdAt" && { sort: search.sort }),
  } as Record<string, string>;
  if (search.filters.createdFrom) query.createdFrom = dayBoundary(search.filters.createdFrom, "start");
  if (search.filters.createdTo) query.createdTo = dayBoundary(search.filters.createdTo, "end");
  return query;
}

export function hasFilters(search: TransactionSearch): boolean {
  return Object.keys(search.filters).length > 0;
}
