import "server-only";

import { companyName } from "@/lib/domain/receipts/receipt-parts";
import type { Tx } from "@/lib/platform/db";

import { COMPANY_EMAIL_FIELDS, queueEmails, wantsAlert } from "./queue-emails";

// Called by the sign-in, in the commit that records it (before user.login of this sign-in is
// written): a user who signed in before, but never from this address, is told, if they keep that
// alert. One message per (user, address) ever: the source key says so.
export async function queueNewSignIn(
  tx: Tx,
  user: { id: number; companyId: number; email: string; role: string; emailAlerts: unknown },
  ip: string,
  now = new Date(),
): Promise<void> {
  if (!ip || !wantsAlert(user, "new_sign_in")) return;
  const where = { companyId: user.companyId, action: "user.login", objectType: "user", objectId: String(user.id) };
  const [before, fromHere] = await Promise.all([
    tx.auditEntry.findFirst({ where, select: { id: true } }),
    tx.auditEntry.findFirst({ where: { ...where, ip }, select: { id: true } }),
  ]);
  // the first sign-in of an account is no news; a known address neither
  if (!before || fromHere) return;
  const company = await tx.company.findUniqueOrThrow({ where: { id: user.companyId }, select: COMPANY_EMAIL_FIELDS });
  await queueEmails(tx, company, [
    {
      kind: "new_sign_in",
      sourceKey: `sign-in:${user.id}:${ip}`,
      to: user.email,
      userId: user.id,
      data: { company: companyName(company), ip, at: now.toISOString() },
    },
  ]);
}
