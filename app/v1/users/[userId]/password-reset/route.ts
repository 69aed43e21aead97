import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { resetPassword } from "@/lib/users/reset-password";

// POST /v1/users/{userId}/password-reset – an owner gives a member a temporary password (shown once), to change at
// their next sign-in
export const POST = withAuth(
  async ({ companyId, principal, params, ip }) => {
    const owner = requireDashboardUser(principal);
    const reset = await resetPassword({ where: { id: parseId(params.userId, "user"), companyId }, actor: owner, ip });
    return respond({ userId: reset.userId, email: reset.email, temporaryPassword: reset.password });
  },
  { minRole: "owner" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
