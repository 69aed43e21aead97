import { listCustomersQuerySchema } from "@/lib/schemas/customers";

// The customers page's URL is its only state: ?email=…&name=…&documentNumber=…&page=…, read
// with the API's own query schema (a value it would refuse is dropped).

export const CUSTOMER_FILTER_KEYS = ["email", "name", "documentNumber"] as const;
export type CustomerFilterKey = (typeof CUSTOMER_FILTER_KEYS)[number];
export type CustomerSearch = { filters: Partial<Record<CustomerFilterKey, string>>; page: number };

export const CUSTOMERS_PAGE_SIZE = 20;
const shape = listCustomersQuerySchema.shape;

export function isValidCustomerFilter(key: CustomerFilterKey, value: string): boolean {
  return shape[key].safeParse(value.trim()).success;
}

export function parseCustomerSearch(params: URLSearchParams): CustomerSearch {
  const filters: CustomerSearch["filters"] = {};
  for (const key of CUSTOMER_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && isValidCustomerFilter(key, value)) filters[key] = value;
  }
  const page = shape.page.safeParse(params.get("page") ?? undefined);
  return { filters, page: page.success ? (page.data ?? 1) : 1 };
}

export function toCustomerSearchString(search: CustomerSearch): string {
  const params = new URLSearchParams();
  for (const key of CUSTOMER_FILTER_KEYS) if (search.filters[key]) params.set(key, search.filters[key]);
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

/** GET /v1/customers parameters, or null while there is no e-mail (the API requires one). */
export function toCustomerApiQuery(search: CustomerSearch): Record<string, string> | null {
  if (!search.filters.email) return null;
  return { ...search.filters, limit: String(CUSTOMERS_PAGE_SIZE), page: String(search.page) } as Record<string, string>;
}
