import { settleTransfer } from "@/lib/domain/transfers/settle-transfer";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { requireSandbox } from "@/lib/platform/require-sandbox";

// POST /v1/transfers/{transferId}/sandbox/settle – the money of a processing transfer arrived (success)
export const POST = withAuth(
  { role: "admin", params: { transferId: pathId("transfer") } },
  async ({ companyId, params }) => {
    requireSandbox();
    return respond(await settleTransfer({ companyId, transferId: params.transferId }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
