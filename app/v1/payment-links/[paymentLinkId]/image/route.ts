import { removeLinkImage } from "@/lib/domain/payment-links/remove-link-image";
import { MAX_LINK_IMAGE_BYTES, setLinkImage } from "@/lib/domain/payment-links/set-link-image";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

const params = { paymentLinkId: pathId("payment_link") };

// POST /v1/payment-links/{paymentLinkId}/image – multipart/form-data `image` (PNG, JPEG, WebP, GIF; 5 MB):
// resized, re-encoded as WebP and shown on the hosted page
export const POST = withAuth(
  { role: "admin", params, formMaxBytes: MAX_LINK_IMAGE_BYTES + 64 * 1024 },
  // the link is looked up before the body is judged: another company's id is a 404 whatever was sent
  async ({ companyId, params, form }) =>
    respond(await setLinkImage({ companyId, paymentLinkId: params.paymentLinkId, file: form?.get("image") ?? null })),
);

// DELETE /v1/payment-links/{paymentLinkId}/image – the link shows no image
export const DELETE = withAuth({ role: "admin", params }, async ({ companyId, params }) =>
  respond(await removeLinkImage({ companyId, paymentLinkId: params.paymentLinkId })),
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods("POST", "DELETE");
