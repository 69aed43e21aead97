import { type DisputeStatus, disputeStatuses, listDisputesQuerySchema } from "@/lib/schemas/disputes";

// The URL is the only filter state of the disputes page: ?status=a,b&page=…, read tolerantly with
// the API's own query schema (bad values are dropped, not an error page).
export type DisputeSearch = { status: DisputeStatus[]; page: number };

export const DISPUTES_PAGE_SIZE = 20;

export function parseDisputeSearch(params: URLSearchParams): DisputeSearch {
  const status = (params.get("status") ?? "").split(",");
  const page = listDisputesQuerySchema.shape.page.safeParse(params.get("page") ?? undefined);
  return {
    status: disputeStatuses.filter((s) => status.includes(s)),
    page: page.success ? (page.data ?? 1) : 1,
  };
}

export function toSearchString(search: DisputeSearch): string {
  const params = new URLSearchParams();
  if (search.status.length) params.set("status", search.status.join(","));
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

export function toApiQuery(search: DisputeSearch): Record<string, string> {
  return {
    ...(search.status.length && { status: search.status.join(",") }),
    page: String(search.page),
    limit: String(DISPUTES_PAGE_SIZE),
  };
}
