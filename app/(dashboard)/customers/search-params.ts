import { searchCustomersQuerySchema } from "@/lib/schemas/customers";

// The customers page's URL is its only state: ?q=…&page=…. Every customer shows, newest first;
// q narrows them by name, e-mail or CPF/CNPJ as typed (GET /v1/customers/search). An older link with
// ?email= searches for that e-mail.
export type CustomerSearch = { q?: string; page: number };

export const CUSTOMERS_PAGE_SIZE = 20;
const shape = searchCustomersQuerySchema.shape;

export function parseCustomerSearch(params: URLSearchParams): CustomerSearch {
  const raw = (params.get("q") ?? params.get("email") ?? "").trim();
  const q = raw && shape.q.safeParse(raw).success ? raw : undefined;
  const page = shape.page.safeParse(params.get("page") ?? undefined);
  return { q, page: page.success ? (page.data ?? 1) : 1 };
}

export function toCustomerSearchString(search: CustomerSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

/** GET /v1/customers/search parameters. */
export function toCustomerApiQuery(search: CustomerSearch): Record<string, string> {
  return {
    ...(search.q && { q: search.q }),
    limit: String(CUSTOMERS_PAGE_SIZE),
    page: String(search.page),
  };
}
