import { generateRemessa } from "@/lib/domain/boletos/boleto-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { noContent, respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/boleto-files/remessa – a remessa of every boleto movement since the last one (204: none)
export const POST = withAuth({ role: "admin" }, async ({ companyId }) => {
  const file = await generateRemessa({ companyId });
  return file ? respond(file) : noContent();
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
