import "server-only";

import { prisma } from "@/lib/platform/db";
import { logError } from "@/lib/platform/log";

import { anticipateInTx } from "./create-anticipation";

// Recipients with `automaticAnticipationEnabled` get their waiting payables brought forward up to
// their `anticipatableVolumePercentage`, soonest first, each run. Safe on several instances: each
// recipient's run takes its lock and plans again, so a second run finds nothing left to bring.
export async function runAutomaticAnticipations(opts: { companyId?: number } = {}) {
  const recipients = await prisma.recipient.findMany({
    where: {
      automaticAnticipationEnabled: true,
      anticipatableVolumePercentage: { gt: 0 },
      ...(opts.companyId && { companyId: opts.companyId }),
    },
    select: { id: true, companyId: true },
    orderBy: { id: "asc" },
  });
  let done = 0;
  for (const r of recipients) {
    try {
      const made = await prisma.$transaction((tx) =>
        anticipateInTx(tx, { companyId: r.companyId, recipientId: r.id, automatic: true }),
      );
      if (made) done += 1;
    } catch (error) {
      logError(`anticipation-sweep recipient ${r.id}`, error);
    }
  }
  return done;
}
