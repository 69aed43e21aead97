import { searchEverything } from "@/lib/domain/search/search-everything";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { searchQuerySchema } from "@/lib/schemas/search";

// GET /v1/search?q= – transactions, customers, payment links and transfers matching what was typed
export const GET = withAuth({ role: "viewer", query: searchQuerySchema }, async ({ companyId, query }) =>
  respond(await searchEverything({ companyId, q: query.q })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
