import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { searchQuerySchema } from "@/lib/schemas/search";
import { searchEverything } from "@/lib/search/search-everything";

// GET /v1/search?q= – transactions, customers, payment links and transfers matching what was typed
export const GET = withAuth({ role: "viewer", query: searchQuerySchema }, async ({ companyId, query }) =>
  respond(await searchEverything({ companyId, q: query.q })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
