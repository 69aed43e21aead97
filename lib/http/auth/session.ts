import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { cache } from "react";

import { prisma } from "@/lib/platform/db";

import { authOptionsFor } from "./options";

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  companyId: number;
  role: "owner" | "admin" | "viewer";
  // a step the user must take before anything else (docs/security.md, "Accounts")
  pendingStep: "change_password" | "enable_two_factor" | null;
  hasTwoFactor: boolean;
};

// The signed-in user as the database sees it now (like with-auth: a deleted user's cookie is no
// session). Cached per request, so the layout and the page share one lookup.
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptionsFor(await headers()));
  const id = Number(session?.user?.id);
  if (!id) return null;
  const user = await prisma.user.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      email: true,
      companyId: true,
      role: true,
      sessionVersion: true,
      mustChangePassword: true,
      totpEnabledAt: true,
      company: { select: { requireTwoFactor: true } },
    },
  });
  // signed out (anywhere), demoted or removed since this session began: no session
  if (!user || user.sessionVersion !== (session?.user.sessionVersion ?? 0)) return null;
  const { sessionVersion: _, mustChangePassword, totpEnabledAt, company, ...rest } = user;
  const pendingStep = mustChangePassword
    ? "change_password"
    : company.requireTwoFactor && !totpEnabledAt
      ? "enable_two_factor"
      : null;
  return { ...rest, pendingStep, hasTwoFactor: totpEnabledAt !== null };
});

/**
 * For server components of the dashboard: the user, or a redirect to /login that brings them back
 * to the page they asked for (proxy.ts stamps it; safeCallbackPath checks it again at sign-in).
 */
export async function requireSession(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) {
    const wanted = (await headers()).get("x-colmeia-path");
    redirect(wanted ? `/login?callbackUrl=${encodeURIComponent(wanted)}` : "/login");
  }
  // a reset password or a company's two-factor rule comes first: nothing else of the dashboard until then
  if (user.pendingStep === "change_password") redirect("/account/password");
  if (user.pendingStep === "enable_two_factor") redirect("/account/two-factor");
  return user;
}
