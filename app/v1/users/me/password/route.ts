import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseWith } from "@/lib/api/parse";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { noContent } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { changePasswordSchema } from "@/lib/schemas/account";
import { changePassword } from "@/lib/users/change-password";

// POST /v1/users/me/password – the signed-in user's new password, given the current one; every session of theirs ends
export const POST = withAuth(
  async ({ principal, body, ip }) => {
    const user = requireDashboardUser(principal);
    await changePassword({
      userId: user.userId,
      input: parseWith(changePasswordSchema, body ?? {}),
      by: { actor: user, ip },
    });
    return noContent();
  },
  { minRole: "viewer" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
