import { json, errorResponse } from "@/lib/api/respond";
import { ApiError } from "@/lib/api/errors";
import { readJson, parseWith } from "@/lib/api/parse";
import { toErrorResponse } from "@/lib/api/with-auth";
import { env } from "@/lib/env";
import { isUniqueViolation } from "@/lib/api/is-unique-violation";
import { createSandboxCompany, createSandboxCompanySchema } from "@/lib/companies/create-sandbox-company";

// POST /api/sandbox/companies – sandbox sign-up (disabled outside sandbox mode)
export async function POST(req: Request) {
  if (!env.isSandbox) return errorResponse(new ApiError("not_found", "Sign-up is disabled", {}, "route"));
  try {
    const input = parseWith(createSandboxCompanySchema, (await readJson(req)) ?? {});
    return json(await createSandboxCompany(input));
  } catch (error) {
    if (isUniqueViolation(error)) return errorResponse(new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" }));
    return toErrorResponse(error, "signup");
  }
}
