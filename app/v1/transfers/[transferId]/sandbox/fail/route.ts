import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { failTransferSchema } from "@/lib/schemas/transfers";
import { failTransfer } from "@/lib/transfers/fail-transfer";

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
