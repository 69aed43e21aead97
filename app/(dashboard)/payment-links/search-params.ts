import { listPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";

// The URL is the only filter state of the payment links page: ?status=active|inactive&page=…
export type PaymentLinkSearch = { status?: "active" | "inactive"; page: number };

const shape = listPaymentLinksQuerySchema.shape;
export const PAYMENT_LINKS_PAGE_SIZE = 20;

export function parsePaymentLinkSearch(params: URLSearchParams): PaymentLinkSearch {
  const status = shape.status.safeParse(params.get("status") ?? undefined);
  const page = shape.page.safeParse(params.get("page") ?? undefined);
  return { status: status.success ? status.data : undefined, page: page.success ? (page.data ?? 1) : 1 };
}

export function toSearchString(search: PaymentLinkSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set("status", search.status);
  if (search.page > 1) params.set("page", String(search.page));
  return params.toString();
}

export function toApiQuery(search: PaymentLinkSearch): Record<string, string> {
  return {
    ...(search.status && { status: search.status }),
    page: String(search.page),
    limit: String(PAYMENT_LINKS_PAGE_SIZE),
  };
}
