import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { startTwoFactor } from "@/lib/auth/two-factor";

// POST /v1/users/me/two-factor – a new authenticator secret (QR code and text), pending until …/enable gets its first
// code
export const POST = withAuth({ role: "viewer", sessionOnly: true }, async ({ principal }) =>
  respond(await startTwoFactor({ userId: principal.userId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
