import { isUniqueViolation } from "@/lib/api/is-unique-violation";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { createSandboxCompany } from "@/lib/companies/create-sandbox-company";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
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
  async ({ body }) => {
    try {
      return json(await createSandboxCompany(body));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" });
    }
  },
);
