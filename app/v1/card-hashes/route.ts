import { tokenizeCard } from "@/lib/domain/cards/tokenize-card";
import { findCompanyByPublicKey, publicKeyError, publicKeyFrom } from "@/lib/domain/checkout/authenticate-public-key";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { CORS_HEADERS, withPublic } from "@/lib/http/with-public";
import { createCardHashSchema } from "@/lib/schemas/checkout";

// POST /v1/card-hashes – raw card data → one-time card hash; authenticated by the PUBLIC key (pk_…)
export const POST = withPublic(
  {
    route: "/v1/card-hashes",
    cors: true,
    body: createCardHashSchema,
    // the key (header or body) is judged before the card: 401 first, and the count is per company
    before: async ({ req, json, rateLimit }) => {
      const key = publicKeyFrom(req.headers, json);
      const company = await findCompanyByPublicKey(key);
      await rateLimit(company ? `company-${company.id}` : "unauthenticated");
      if (!company) throw publicKeyError(key);
      return company;
    },
  },
  async ({ found: company, body }) => respond(await tokenizeCard({ companyId: company.id, input: body })),
);

// OPTIONS /v1/card-hashes – CORS preflight: merchants may tokenize from their own pages too
export function OPTIONS() {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
