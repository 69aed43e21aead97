import { requestPasswordReset } from "@/lib/domain/users/request-password-reset";
import { json } from "@/lib/http/respond";
import { withPublic } from "@/lib/http/with-public";
import { requestPasswordResetSchema } from "@/lib/schemas/password-setup";

// POST /api/public/password-reset – "forgot my password": a one-time link by e-mail to the account's
// address; the same answer whether or not the address has an account. Rate limited per client IP.
export const POST = withPublic(
  {
    route: "/api/public/password-reset",
    body: requestPasswordResetSchema,
    before: async ({ rateLimit }) => rateLimit("password-reset", { count: 10, windowMs: 60_000 }),
  },
  async ({ body }) => json(await requestPasswordReset({ email: body.email })),
);
