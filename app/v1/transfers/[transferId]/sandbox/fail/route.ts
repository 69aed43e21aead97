import { failTransfer } from "@/lib/domain/transfers/fail-transfer";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { requireSandbox } from "@/lib/platform/require-sandbox";
import { failTransferSchema } from "@/lib/schemas/transfers";

// POST /v1/transfers/{transferId}/sandbox/fail – the bank refuses a processing transfer; the funds return (failed)
export const POST = withAuth(
  { role: "admin", params: { transferId: pathId("transfer") }, body: failTransferSchema },
  async ({ companyId, params, body }) => {
    requireSandbox();
    const transferId = params.transferId;
    const { reason } = body;
    return respond(await failTransfer({ companyId, transferId, reason }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
