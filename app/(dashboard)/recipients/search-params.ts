import { listRecipientsQuerySchema } from "@/lib/schemas/recipients";

// The URL is the only filter state of the recipients page: ?documentNumber=…&page=…, read
// tolerantly with the API's own query schema (a bad value falls back to no filter).
export type RecipientSearch = { documentNumber?: string; page: number };

const shape = listRecipientsQuerySchema.shape;
export const RECIPIENTS_PAGE_SIZE = 20;

export function parseRecipientSearch(params: URLSearchParams): RecipientSearch {
  const document = shape.documentNumber.safeParse(params.get("documentNumber") ?? undefined);
  const page = shape.page.safeParse(params.get("page") ?? undefined);
  return {
    documentNumber: document.success && document.data ? document.data : undefined,
    page: page.success ? (page.data ?? 1) : 1,
  };
}

export function toSearchString(search: RecipientSearch): string {
  const params = new URLSearchParams();
  if (search.documentNumber) params.set("documentNumber", search.documentNumber);
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

export function toApiQuery(search: RecipientSearch): Record<string, string> {
  return {
    ...(search.documentNumber && { documentNumber: search.documentNumber }),
    page: String(search.page),
    limit: String(RECIPIENTS_PAGE_SIZE),
  };
}
