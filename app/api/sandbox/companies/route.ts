import { isUniqueViolation } from "@/lib/api/is-unique-violation";
import { parseWith, readJson } from "@/lib/api/parse";
import { errorResponse, json } from "@/lib/api/respond";
import { toErrorResponse } from "@/lib/api/with-auth";
import { createSandboxCompany } from "@/lib/companies/create-sandbox-company";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { hitRateLimit } from "@/lib/rate-limit/hit-rate-limit";
import { signUpSchema } from "@/lib/schemas/signup";

// POST /api/sandbox/companies – sign-up: only when the operator opened it (SIGNUP=open; closed by
// default in every mode) and in sandbox mode; SIGNUP_PER_IP_PER_HOUR sign-ups per client IP.
export async function POST(req: Request) {
  if (!env.isSandbox) return errorResponse(new ApiError("not_found", "Sign-up is disabled", {}, "route"));
  if (!env.isSignupOpen)
    return errorResponse(
      new ApiError(
        "signup_closed",
        "Sign-up is closed on this instance: ask its operator for an account (SIGNUP=open opens it)",
      ),
    );
  try {
    const limit = env.signupsPerIpPerHour;
    const hit = await hitRateLimit({ key: `signup:${clientIp(req.headers)}`, limit, windowMs: 3_600_000 });
    if (!hit.isAllowed)
      return errorResponse(
        new ApiError("rate_limited", `At most ${limit} sign-ups per hour from one address`, {
          limit,
          retryAfterSeconds: hit.retryAfterSeconds,
        }),
        { "retry-after": String(hit.retryAfterSeconds) },
      );
    const input = parseWith(signUpSchema, (await readJson(req)) ?? {});
    return json(await createSandboxCompany(input));
  } catch (error) {
    if (isUniqueViolation(error))
      return errorResponse(
        new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" }),
      );
    return toErrorResponse(error, "signup");
  }
}
