import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { prisma } from "@/lib/db";
import { authOptionsFor } from "./options";

export type SessionUser = { id: number; name: string; email: string; companyId: number; role: "owner" | "admin" | "viewer" };

// The signed-in user as the database sees it now (like with-auth: a deleted user's cookie is no
// session). Cached per request, so the layout and the page share one lookup.
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptionsFor(await headers()));
  const id = Number(session?.user?.id);
  if (!id) return null;
  const user = await prisma.user.findUnique({ where: { id }, select: { id: true, name: true, email: true, companyId: true, role: true, sessionVersion: true } });
  // signed out (anywhere), demoted or removed since this session began: no session
  if (!user || user.sessionVersion !== (session?.user.sessionVersion ?? 0)) return null;
  const { sessionVersion: _, ...rest } = user;
  return rest;
});

/** For server components of the dashboard: the user, or a redirect to /login. */
export async function requireSession(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  return user;
}
