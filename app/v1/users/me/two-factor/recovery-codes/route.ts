import { regenerateRecoveryCodes } from "@/lib/domain/users/two-factor";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { confirmPasswordSchema } from "@/lib/schemas/account";

// POST /v1/users/me/two-factor/recovery-codes – ten new recovery codes (the old ones stop working), with the password
export const POST = withAuth(
  { role: "viewer", sessionOnly: true, body: confirmPasswordSchema },
  async ({ principal: user, body, ip }) => {
    const { password } = body;
    return respond({
      recoveryCodes: await regenerateRecoveryCodes({ userId: user.userId, password, by: { actor: user, ip } }),
    });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
