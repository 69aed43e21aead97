import "server-only";

import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { authSecret } from "@/lib/platform/env";
import { hashPassword, verifyPassword } from "@/lib/platform/password";
import { clientIp, isHttps } from "@/lib/platform/rate-limit/client-ip";
import type { UserRole } from "@/lib/schemas/users";

import { verifySecondFactor } from "./two-factor";

// next-auth's own types are extended by declaration merging, which only works with interfaces.
declare module "next-auth" {
  interface User {
    companyId: number;
    role: UserRole;
    sessionVersion: number;
  }
  interface Session {
    user: { id: string; name: string; email: string; companyId: number; role: UserRole; sessionVersion: number };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    companyId?: number;
    role?: UserRole;
    // the user's sessionVersion at sign-in: a session whose version is behind has ended
    sv?: number;
  }
}

// A hash to check against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

// Errors the login form understands (next-auth passes the message to signIn's result.error).
export const TWO_FACTOR_REQUIRED = "TwoFactorRequired";
export const TWO_FACTOR_INVALID = "TwoFactorInvalid";

async function authorize(
  credentials: Record<"email" | "password" | "code", string> | undefined,
  req: { headers?: Record<string, unknown> },
) {
  const email = credentials?.email?.trim().toLowerCase();
  const password = credentials?.password;
  if (!email || !password) return null;
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) {
    await verifyPassword(password, await (dummyHash ??= hashPassword("colmeia-dummy-password")));
    return null;
  }
  // the audit log keeps sign-ins and failed sign-ins of known accounts, with the client address
  const headers = req?.headers ?? {};
  const ip = clientIp({
    get: (name: string) => (typeof headers[name] === "string" ? (headers[name] as string) : null),
  });
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordAudit(prisma, {
      companyId: user.companyId,
      actor: { kind: "anonymous", label: email },
      ip,
      action: "user.login_failed",
      objectType: "user",
      objectId: user.id,
    });
    return null;
  }
  // with two-factor on, the right password alone is not enough: a code is asked for only now, so
  // it can never be tried without the password (each try counts in the login throttle)
  if (user.totpEnabledAt) {
    const code = credentials?.code?.trim();
    if (!code) throw new Error(TWO_FACTOR_REQUIRED);
    if (!(await verifySecondFactor(user, code, ip))) {
      await recordAudit(prisma, {
        companyId: user.companyId,
        actor: { kind: "anonymous", label: email },
        ip,
        action: "user.login_failed",
        objectType: "user",
        objectId: user.id,
        after: { reason: "two_factor" },
      });
      throw new Error(TWO_FACTOR_INVALID);
    }
  }
  await recordAudit(prisma, {
    companyId: user.companyId,
    actor: { kind: "session", userId: user.id, role: user.role },
    ip,
    action: "user.login",
    objectType: "user",
    objectId: user.id,
  });
  return {
    id: String(user.id),
    email: user.email,
    name: user.name,
    companyId: user.companyId,
    role: user.role,
    sessionVersion: user.sessionVersion,
  };
}

export const authOptions: NextAuthOptions = {
  // read per request, not at import: `next build` imports this module and must not write DATA_DIR
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "E-mail e senha",
      credentials: {
        email: { label: "E-mail", type: "email" },
        password: { label: "Senha", type: "password" },
        code: { label: "Código", type: "text" },
      },
      authorize,
    }),
  ],
  // sign-out ends the session on the server too: every session of the user with the old version
  // is refused from the next request (with-auth.ts, session.ts), not only this browser's cookie
  events: {
    async signOut({ token }) {
      const id = Number(token?.sub);
      if (!id) return;
      await prisma.user.updateMany({
        where: { id, sessionVersion: token.sv ?? 0 },
        data: { sessionVersion: { increment: 1 } },
      });
      if (token.companyId)
        await recordAudit(prisma, {
          companyId: token.companyId,
          actor: { kind: "session", userId: id, role: token.role ?? "viewer" },
          action: "user.logout",
          objectType: "user",
          objectId: id,
        });
    },
  },
  callbacks: {
    jwt({ token, user }) {
      // user is present only at sign-in; afterwards the token carries what the dashboard needs
      if (user) {
        token.sub = String(user.id);
        token.companyId = user.companyId;
        token.role = user.role;
        token.sv = user.sessionVersion;
        token.name = user.name;
        token.email = user.email;
      }
      return token;
    },
    session({ session, token }) {
      session.user = {
        id: token.sub ?? "",
        name: token.name ?? "",
        email: token.email ?? "",
        companyId: token.companyId ?? 0,
        role: token.role ?? "viewer",
        sessionVersion: token.sv ?? 0,
      };
      return session;
    },
  },
};

/**
 * The options for one request: cookies are `Secure` (and __Secure-/__Host- prefixed) when the
 * request arrived over HTTPS through a trusted proxy (TRUSTED_PROXY_HOPS), plain on a LAN's http.
 */
export function authOptionsFor(headers: Pick<Headers, "get">): NextAuthOptions {
  return { ...authOptions, useSecureCookies: isHttps(headers) };
}
