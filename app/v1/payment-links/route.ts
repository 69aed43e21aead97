import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createPaymentLink } from "@/lib/payment-links/create-payment-link";
import { listPaymentLinks } from "@/lib/payment-links/list-payment-links";
import { createPaymentLinkSchema, listPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";

// GET /v1/payment-links – the company's links (deleted ones left out), newest first
export const GET = withAuth({ role: "viewer", query: listPaymentLinksQuerySchema }, async ({ companyId, query }) =>
  respondList(await listPaymentLinks({ companyId, query })),
);

// POST /v1/payment-links – a hosted checkout at PUBLIC_BASE_URL/pay/{alias}
export const POST = withAuth({ role: "admin", body: createPaymentLinkSchema }, async ({ companyId, body }) =>
  respond(await createPaymentLink({ companyId, input: body })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
