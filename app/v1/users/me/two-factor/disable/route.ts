import { disableTwoFactor } from "@/lib/domain/users/two-factor";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { noContent } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
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
