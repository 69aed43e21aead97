import { deletePaymentLink } from "@/lib/domain/payment-links/delete-payment-link";
import { getPaymentLink } from "@/lib/domain/payment-links/get-payment-link";
import { updatePaymentLink } from "@/lib/domain/payment-links/update-payment-link";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent, respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updatePaymentLinkSchema } from "@/lib/schemas/payment-links";

// GET /v1/payment-links/{paymentLinkId} – one link
export const GET = withAuth(
  { role: "viewer", params: { paymentLinkId: pathId("payment_link") } },
  async ({ companyId, params }) => respond(await getPaymentLink({ companyId, paymentLinkId: params.paymentLinkId })),
);

// PUT|PATCH /v1/payment-links/{paymentLinkId} – change the fields sent; settings merge deeply
const update = withAuth(
  { role: "admin", params: { paymentLinkId: pathId("payment_link") }, body: updatePaymentLinkSchema },
  async ({ companyId, params, body }) =>
    respond(
      await updatePaymentLink({
        companyId,
        paymentLinkId: params.paymentLinkId,
        input: body,
      }),
    ),
);

export { update as PATCH, update as PUT };

// DELETE /v1/payment-links/{paymentLinkId} – soft delete (204); the alias stays reserved
export const DELETE = withAuth(
  { role: "admin", params: { paymentLinkId: pathId("payment_link") } },
  async ({ companyId, params }) => {
    await deletePaymentLink({ companyId, paymentLinkId: params.paymentLinkId });
    return noContent();
  },
);

export const { POST, OPTIONS } = otherMethods("GET", "PUT", "PATCH", "DELETE");
