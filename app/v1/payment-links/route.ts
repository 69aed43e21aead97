import { createPaymentLink } from "@/lib/domain/payment-links/create-payment-link";
import { listPaymentLinks } from "@/lib/domain/payment-links/list-payment-links";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
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
