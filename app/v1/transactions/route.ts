import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createTransactionSchema, listTransactionsQuerySchema } from "@/lib/schemas/transactions";
import { createTransaction } from "@/lib/transactions/create-transaction";
import { listTransactions } from "@/lib/transactions/list-transactions";

// GET /v1/transactions – the company's transactions, filtered, newest first
export const GET = withAuth({ role: "viewer", query: listTransactionsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listTransactions({ companyId, query })),
);

// POST /v1/transactions – charge a card, or issue a Pix or boleto
export const POST = withAuth({ role: "admin", body: createTransactionSchema }, async ({ companyId, body }) =>
  respond(await createTransaction({ companyId, input: body })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
