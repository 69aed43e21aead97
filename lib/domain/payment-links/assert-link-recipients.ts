import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";

// A link's splits name recipients of its own company; any other id is a 422 on that split's field,
// as POST /v1/transactions answers an unknown split recipient.
export async function assertLinkRecipients(companyId: number, splits: { recipientId: number }[] | null | undefined) {
  if (!splits?.length) return;
  const ids = splits.map((s) => s.recipientId);
  const found = await prisma.recipient.findMany({ where: { companyId, id: { in: ids } }, select: { id: true } });
  const known = new Set(found.map((r) => r.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw new ApiError("unprocessable_entity", `Recipient ${ids[index]} not found`, {
      field: `splits.${index}.recipientId`,
    });
}
