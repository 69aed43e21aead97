import { enableTwoFactor } from "@/lib/domain/users/two-factor";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
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
