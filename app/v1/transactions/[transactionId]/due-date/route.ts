import { changeBoletoDueDate } from "@/lib/domain/boletos/change-due-date";
import { assertTransactionExists } from "@/lib/domain/transactions/assert-transaction-exists";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { changeDueDateSchema } from "@/lib/schemas/transactions";

// POST /v1/transactions/{transactionId}/due-date – a waiting boleto's new due date; answers the
// Transaction (its barcode follows the date; the bank hears it in the next remessa)
export const POST = withAuth(
  {
    role: "admin",
    params: { transactionId: pathId("transaction") },
    body: changeDueDateSchema,
    // another company's id is a 404 whatever the body says
    before: ({ companyId, params }) => assertTransactionExists({ companyId, transactionId: params.transactionId }),
  },
  async ({ companyId, params, body }) =>
    respond(await changeBoletoDueDate({ companyId, transactionId: params.transactionId, dueDate: body.dueDate })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
