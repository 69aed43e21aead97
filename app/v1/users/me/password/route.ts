import { changePassword } from "@/lib/domain/users/change-password";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { noContent } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { changePasswordSchema } from "@/lib/schemas/account";

// POST /v1/users/me/password – the signed-in user's new password, given the current one; every session of theirs ends
export const POST = withAuth(
  { role: "viewer", sessionOnly: true, body: changePasswordSchema },
  async ({ principal: user, body, ip }) => {
    await changePassword({
      userId: user.userId,
      input: body,
      by: { actor: user, ip },
    });
    return noContent();
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
