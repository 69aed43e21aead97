import { listCustomerCards } from "@/lib/domain/cards/cards-on-file";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/customers/{customerId}/cards – the customer's cards on file, newest first
export const GET = withAuth(
  { role: "viewer", params: { customerId: pathId("customer") } },
  async ({ companyId, params }) => {
    const cards = await listCustomerCards({ companyId, customerId: params.customerId });
    return respondList({ data: cards, total: cards.length });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
