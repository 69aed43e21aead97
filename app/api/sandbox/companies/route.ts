import { createSandboxCompany } from "@/lib/domain/companies/create-sandbox-company";
import { json } from "@/lib/http/respond";
import { withPublic } from "@/lib/http/with-public";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import { signUpSchema } from "@/lib/schemas/signup";

// POST /api/sandbox/companies – sign-up: only when the operator opened it (SIGNUP=open; closed by
// default in every mode) and in sandbox mode; SIGNUP_PER_IP_PER_HOUR sign-ups per client IP.
export const POST = withPublic(
  {
    route: "/api/sandbox/companies",
    body: signUpSchema,
    before: async ({ rateLimit }) => {
      if (!env.isSandbox) throw new ApiError("not_found", "Sign-up is disabled", {}, "route");
      if (!env.isSignupOpen)
        throw new ApiError(
          "signup_closed",
          "Sign-up is closed on this instance: ask its operator for an account (SIGNUP=open opens it)",
        );
      const count = env.signupsPerIpPerHour;
      await rateLimit("signup", {
        count,
        windowMs: 3_600_000,
        message: `At most ${count} sign-ups per hour from one address`,
      });
    },
  },
  async ({ body, ip }) => {
    try {
      return json(await createSandboxCompany(body, { ip }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" });
    }
  },
);
