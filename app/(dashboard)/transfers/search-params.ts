import { listTransfersQuerySchema, type TransferStatus, transferStatuses } from "@/lib/schemas/transfers";

// The URL is the only filter state of the transfers page: ?status=a,b&recipientId=…&page=…, read
// tolerantly with the API's own query schema (bad values are dropped, not an error page).
export type TransferSearch = { status: TransferStatus[]; recipientId?: number; page: number };

const shape = listTransfersQuerySchema.shape;
export const TRANSFERS_PAGE_SIZE = 20;

export function parseTransferSearch(params: URLSearchParams): TransferSearch {
  const status = (params.get("status") ?? "")
    .split(",")
    .filter((s): s is TransferStatus => (transferStatuses as readonly string[]).includes(s));
  const recipientId = shape.recipientId.safeParse(params.get("recipientId") ?? undefined);
  const page = shape.page.safeParse(params.get("page") ?? undefined);
  return {
    status: transferStatuses.filter((s) => status.includes(s)),
    recipientId: recipientId.success ? recipientId.data : undefined,
    page: page.success ? (page.data ?? 1) : 1,
  };
}

export function toSearchString(search: TransferSearch): string {
  const params = new URLSearchParams();
  if (search.status.length) params.set("status", search.status.join(","));
  if (search.recipientId) params.set("recipientId", String(search.recipientId));
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

export function toApiQuery(search: TransferSearch): Record<string, string> {
  return {
    ...(search.status.length && { status: search.status.join(",") }),
    ...(search.recipientId && { recipientId: String(search.recipientId) }),
    page: String(search.page),
    limit: String(TRANSFERS_PAGE_SIZE),
  };
}
