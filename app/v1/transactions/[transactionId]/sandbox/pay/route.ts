import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { sandboxPaySchema } from "@/lib/schemas/transactions";
import { payTransaction } from "@/lib/transactions/pay-transaction";

// POST /v1/transactions/{transactionId}/sandbox/pay – the payer pays a waiting Pix or boleto (a boleto may be under-
// paid with `amount`)
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") }, body: sandboxPaySchema },
  async ({ companyId, params, body }) => {
    requireSandbox();
    const transactionId = params.transactionId;
    const { amount } = body;
    return respond(await payTransaction({ companyId, transactionId, amount }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
