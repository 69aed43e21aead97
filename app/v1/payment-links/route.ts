import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseQuery, parseWith } from "@/lib/api/parse";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createPaymentLink } from "@/lib/payment-links/create-payment-link";
import { listPaymentLinks } from "@/lib/payment-links/list-payment-links";
import { createPaymentLinkSchema, listPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";

// GET /v1/payment-links – the company's links (deleted ones left out), newest first
export const GET = withAuth(async ({ companyId, searchParams }) =>
  respondList(await listPaymentLinks({ companyId, query: parseQuery(listPaymentLinksQuerySchema, searchParams) })),
);

// POST /v1/payment-links – a hosted checkout at PUBLIC_BASE_URL/pay/{alias}
export const POST = withAuth(async ({ companyId, body }) =>
  respond(await createPaymentLink({ companyId, input: parseWith(createPaymentLinkSchema, body ?? {}) })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
