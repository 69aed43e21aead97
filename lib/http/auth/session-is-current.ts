import "server-only";

import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";

import { prisma } from "@/lib/platform/db";
import { authSecret } from "@/lib/platform/env";
import { isHttps } from "@/lib/platform/rate-limit/client-ip";

/**
 * False when the request's session cookie names a session the server has ended: its user's
 * sessionVersion moved on (sign-out anywhere, a demotion, a new password) or the user is gone —
 * the check withAuth and the dashboard's layout make. No cookie, or one next-auth cannot read,
 * is left to next-auth, which answers no session for it.
 */
export async function sessionIsCurrent(req: NextRequest): Promise<boolean> {
  const token = await getToken({ req, secret: authSecret(), secureCookie: isHttps(req.headers) });
  if (!token) return true;
  const userId = Number(token.sub);
  if (!Number.isSafeInteger(userId) || userId < 1) return false;
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user !== null && user.sessionVersion === (token.sv ?? 0);
}
