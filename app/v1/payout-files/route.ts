import { listPayoutFiles } from "@/lib/domain/payouts/payout-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/payout-files – the company's CNAB 240 payment files (remessas and retornos), newest first
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => {
  const files = await listPayoutFiles({ companyId });
  return respondList({ data: files, total: files.length });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
