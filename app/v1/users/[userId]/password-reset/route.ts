import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { resetPassword } from "@/lib/users/reset-password";
import { otherMethods } from "@/lib/api/method-not-allowed";

// POST /v1/users/{userId}/password-reset – an owner gives a member a temporary password (shown once), to change at their next sign-in
export const POST = withAuth(
  async ({ companyId, principal, params, ip }) => {
    const owner = requireDashboardUser(principal);
    const reset = await resetPassword({ where: { id: parseId(params.userId, "user"), companyId }, actor: owner, ip });
    return respond({ userId: reset.userId, email: reset.email, temporaryPassword: reset.password });
  },
  { minRole: "owner" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
