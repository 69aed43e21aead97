import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { listTransfers } from "@/lib/domain/transfers/list-transfers";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createTransferSchema, listTransfersQuerySchema } from "@/lib/schemas/transfers";

// GET /v1/transfers – the company's transfers, filtered by status and recipient, newest first
export const GET = withAuth({ role: "viewer", query: listTransfersQuerySchema }, async ({ companyId, query }) =>
  respondList(await listTransfers({ companyId, query })),
);

// POST /v1/transfers – move available balance (plus the fee) to one of the recipient's bank accounts or a Pix key
export const POST = withAuth(
  { role: "admin", body: createTransferSchema },
  async ({ companyId, body, principal, ip }) =>
    respond(
      await createTransfer({
        companyId,
        input: body,
        audit: { actor: principal, ip },
      }),
    ),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
