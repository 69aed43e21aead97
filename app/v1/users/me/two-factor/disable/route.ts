import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseWith } from "@/lib/api/parse";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { noContent } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { disableTwoFactor } from "@/lib/auth/two-factor";
import { confirmPasswordSchema } from "@/lib/schemas/account";

// POST /v1/users/me/two-factor/disable – off again, with the password (not while the company requires it)
export const POST = withAuth(
  async ({ principal, body, ip }) => {
    const user = requireDashboardUser(principal);
    await disableTwoFactor({
      userId: user.userId,
      password: parseWith(confirmPasswordSchema, body ?? {}).password,
      by: { actor: user, ip },
    });
    return noContent();
  },
  { minRole: "viewer" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
