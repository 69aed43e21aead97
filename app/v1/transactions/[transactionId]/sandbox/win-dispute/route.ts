import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { winDispute } from "@/lib/transactions/win-dispute";

// POST /v1/transactions/{transactionId}/sandbox/win-dispute – the merchant wins the dispute (paid again, the hold given
// back)
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params }) => {
    requireSandbox();
    return respond(await winDispute({ companyId, transactionId: params.transactionId }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
