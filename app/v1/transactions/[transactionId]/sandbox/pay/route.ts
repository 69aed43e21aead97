import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { requireSandbox } from "@/lib/platform/require-sandbox";
import { sandboxPaySchema } from "@/lib/schemas/transactions";

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
