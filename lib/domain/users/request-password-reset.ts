import "server-only";

import { queueAccountLink } from "@/lib/domain/email/queue-account-link";
import { prisma } from "@/lib/platform/db";

import { issuePasswordSetup } from "./password-setup";

// Links asked for one address within this window: past the limit, no new one is sent.
const WINDOW_MS = 15 * 60_000;
const MAX_LINKS_IN_WINDOW = 3;

/**
 * "Forgot my password": a one-time password link (password-setup.ts) e-mailed to the user, only to
 * the address of the account. The answer is the same whether or not the address has an account,
 * so the form tells no one who is a user. A few links per address per quarter hour at most.
 */
export async function requestPasswordReset({ email, now = new Date() }: { email: string; now?: Date }) {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, companyId: true },
  });
  if (!user) return { ok: true as const };
  await prisma.$transaction(async (tx) => {
    const recent = await tx.passwordSetupToken.count({
      where: { userId: user.id, createdAt: { gt: new Date(now.getTime() - WINDOW_MS) } },
    });
    if (recent >= MAX_LINKS_IN_WINDOW) return;
    const link = await issuePasswordSetup(tx, user.id, now);
    await queueAccountLink(tx, { kind: "password_reset", user, link });
  });
  return { ok: true as const };
}
