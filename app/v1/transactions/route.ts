import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { listTransactions } from "@/lib/domain/transactions/list-transactions";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createTransactionSchema, listTransactionsQuerySchema } from "@/lib/schemas/transactions";

// GET /v1/transactions – the company's transactions, filtered, newest first
export const GET = withAuth({ role: "viewer", query: listTransactionsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listTransactions({ companyId, query })),
);

// POST /v1/transactions – charge a card, or issue a Pix or boleto
export const POST = withAuth({ role: "admin", body: createTransactionSchema }, async ({ companyId, body }) =>
  respond(await createTransaction({ companyId, input: body })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
