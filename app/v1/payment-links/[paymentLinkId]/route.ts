import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { noContent, respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { deletePaymentLink } from "@/lib/payment-links/delete-payment-link";
import { getPaymentLink } from "@/lib/payment-links/get-payment-link";
import { updatePaymentLink } from "@/lib/payment-links/update-payment-link";
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
