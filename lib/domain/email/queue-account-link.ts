import "server-only";

import { companyName } from "@/lib/domain/receipts/receipt-parts";
import type { Tx } from "@/lib/platform/db";

import { COMPANY_EMAIL_FIELDS, queueEmails } from "./queue-emails";

/**
 * A one-time password link to its user, in the commit that made the link: a password reset, or a
 * new member's first password. Only that user's address; the link leaves the row once sent.
 */
export async function queueAccountLink(
  tx: Tx,
  {
    kind,
    user,
    link,
  }: {
    kind: "password_reset" | "member_invite";
    user: { id: number; email: string; companyId: number };
    link: { url: string; expiresAt: Date };
  },
): Promise<boolean> {
  const company = await tx.company.findUniqueOrThrow({ where: { id: user.companyId }, select: COMPANY_EMAIL_FIELDS });
  const queued = await queueEmails(tx, company, [
    {
      kind,
      sourceKey: `${kind}:${user.id}:${link.expiresAt.getTime()}`,
      to: user.email,
      userId: user.id,
      data: { company: companyName(company), url: link.url, expiresAt: link.expiresAt.toISOString() },
    },
  ]);
  return queued > 0;
}
