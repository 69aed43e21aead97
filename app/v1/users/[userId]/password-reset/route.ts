import { resetPassword } from "@/lib/domain/users/reset-password";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/users/{userId}/password-reset – an owner gives a member a temporary password (shown once), to change at
// their next sign-in
export const POST = withAuth(
  { role: "owner", sessionOnly: true, params: { userId: pathId("user") } },
  async ({ companyId, principal: owner, params, ip }) => {
    const reset = await resetPassword({ where: { id: params.userId, companyId }, actor: owner, ip });
    return respond({ userId: reset.userId, email: reset.email, temporaryPassword: reset.password });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
