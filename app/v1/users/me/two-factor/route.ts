import { startTwoFactor } from "@/lib/domain/users/two-factor";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/users/me/two-factor – a new authenticator secret (QR code and text), pending until …/enable gets its first
// code
export const POST = withAuth({ role: "viewer", sessionOnly: true }, async ({ principal }) =>
  respond(await startTwoFactor({ userId: principal.userId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
