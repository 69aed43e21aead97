import { otherMethods } from "@/lib/api/method-not-allowed";
import { noContent } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { disableTwoFactor } from "@/lib/auth/two-factor";
import { confirmPasswordSchema } from "@/lib/schemas/account";

// POST /v1/users/me/two-factor/disable – off again, with the password (not while the company requires it)
export const POST = withAuth(
  { role: "viewer", sessionOnly: true, body: confirmPasswordSchema },
  async ({ principal: user, body, ip }) => {
    await disableTwoFactor({
      userId: user.userId,
      password: body.password,
      by: { actor: user, ip },
    });
    return noContent();
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
