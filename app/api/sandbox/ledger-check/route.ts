import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { env } from "@/lib/platform/env";
import { notFound } from "@/lib/platform/errors";

// GET /api/sandbox/ledger-check – the company's money invariants (sandbox; tests call it after each scenario)
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => {
  if (!env.isSandbox) throw notFound("route");
  const problems = await checkLedgerConsistency({ companyId });
  return respond({ ok: problems.length === 0, problems });
});
