import { auditBy } from "@/lib/domain/audit/record-audit";
import { removeCard } from "@/lib/domain/cards/cards-on-file";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// DELETE /v1/cards/{cardId} – the card is no longer on file (204): its token is wiped, so nothing
// charges it again; the transactions paid with it keep its safe fields
export const DELETE = withAuth({ role: "admin", params: { cardId: pathId("card") } }, async (ctx) => {
  await removeCard({ companyId: ctx.companyId, cardId: ctx.params.cardId, by: auditBy(ctx) });
  return noContent();
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
