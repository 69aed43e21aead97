import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { stateDigest } from "@/lib/companies/state-digest";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";

// GET /api/sandbox/state-digest – counts and sums of the company's data (sandbox; the fuzz suite compares them)
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => {
  if (!env.isSandbox) throw notFound("route");
  return respond(await stateDigest({ companyId }));
});
