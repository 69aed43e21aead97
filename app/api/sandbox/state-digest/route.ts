import { stateDigest } from "@/lib/domain/companies/state-digest";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { env } from "@/lib/platform/env";
import { notFound } from "@/lib/platform/errors";

// GET /api/sandbox/state-digest – counts and sums of the company's data (sandbox; the fuzz suite compares them)
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => {
  if (!env.isSandbox) throw notFound("route");
  return respond(await stateDigest({ companyId }));
});
