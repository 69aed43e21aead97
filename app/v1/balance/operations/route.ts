import { listBalanceOperations } from "@/lib/domain/ledger/list-balance-operations";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listBalanceOperationsQuerySchema } from "@/lib/schemas/balance";

// GET /v1/balance/operations – the statement: every movement of the recipient's balance with the
// balance after it, newest first; next page with ?startingAfter= the X-Next-Starting-After header
export const GET = withAuth(
  { role: "viewer", query: listBalanceOperationsQuerySchema },
  async ({ companyId, query }) => {
    const page = await listBalanceOperations({ companyId, query });
    const response = respondList(page);
    if (page.nextStartingAfter !== null) {
      response.headers.set("x-next-starting-after", String(page.nextStartingAfter));
      response.headers.set("access-control-expose-headers", "x-total-count, x-next-starting-after");
    }
    return response;
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
