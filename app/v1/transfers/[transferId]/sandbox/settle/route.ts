import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { settleTransfer } from "@/lib/transfers/settle-transfer";

// POST /v1/transfers/{transferId}/sandbox/settle – the money of a processing transfer arrived (success)
export const POST = withAuth(
  { role: "admin", params: { transferId: pathId("transfer") } },
  async ({ companyId, params }) => {
    requireSandbox();
    return respond(await settleTransfer({ companyId, transferId: params.transferId }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
