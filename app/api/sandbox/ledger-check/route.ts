import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { checkLedgerConsistency } from "@/lib/ledger/check-consistency";

// GET /api/sandbox/ledger-check – the company's money invariants (sandbox; tests call it after each scenario)
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => {
  if (!env.isSandbox) throw notFound("route");
  const problems = await checkLedgerConsistency({ companyId });
  return respond({ ok: problems.length === 0, problems });
});
