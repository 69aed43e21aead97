import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { enableTwoFactor } from "@/lib/auth/two-factor";
import { enableTwoFactorSchema } from "@/lib/schemas/account";

// POST /v1/users/me/two-factor/enable – the first code turns two-factor sign-in on; answers the recovery codes, once
export const POST = withAuth(
  { role: "viewer", sessionOnly: true, body: enableTwoFactorSchema },
  async ({ principal: user, body, ip }) => {
    const { code } = body;
    return respond({ recoveryCodes: await enableTwoFactor({ userId: user.userId, code, by: { actor: user, ip } }) });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
