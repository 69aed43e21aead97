import "server-only";

import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { signIn, signOut } from "@/lib/domain/users/sign-in";
import { authSecret } from "@/lib/platform/env";
import { logWarn } from "@/lib/platform/log";
import { clientIp, isHttps } from "@/lib/platform/rate-limit/client-ip";
import { refundLoginAttempt } from "@/lib/platform/rate-limit/login-throttle";
import type { UserRole } from "@/lib/schemas/users";

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

// Errors the login form understands (next-auth passes the message to signIn's result.error).
export const TWO_FACTOR_REQUIRED = "TwoFactorRequired";
export const TWO_FACTOR_INVALID = "TwoFactorInvalid";

// The check and its audit entries are the domain's (lib/domain/users/sign-in.ts); this reads the
// form and the client address, and speaks next-auth's language.
async function authorize(
  credentials: Record<"email" | "password" | "code", string> | undefined,
  req: { headers?: Record<string, unknown> },
) {
  const email = credentials?.email?.trim().toLowerCase();
  const password = credentials?.password;
  if (!email || !password) return null;
  const headers = req?.headers ?? {};
  const ip = clientIp({
    get: (name: string) => (typeof headers[name] === "string" ? (headers[name] as string) : null),
  });
  const result = await signIn({ email, password, code: credentials?.code?.trim() || undefined, ip });
  // the route counted this attempt before the password was checked; a right password gives it back
  if (result.ok || result.reason === "two_factor_required") await refundLoginAttempt({ email, ip });
  if (result.ok) return { ...result.user, id: String(result.user.id) };
  if (result.reason === "two_factor_required") throw new Error(TWO_FACTOR_REQUIRED);
  if (result.reason === "two_factor_invalid") throw new Error(TWO_FACTOR_INVALID);
  return null;
}

export const authOptions: NextAuthOptions = {
  // read per request, not at import: `next build` imports this module and must not write DATA_DIR
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  // next-auth's own messages as log lines of ours: the code and the message only, never its
  // metadata (which can carry the submitted credentials or the token)
  logger: {
    error: (code, metadata) =>
      logWarn("auth", `next-auth ${code}`, {
        message: metadata instanceof Error ? metadata.message.slice(0, 200) : null,
      }),
    warn: (code) => logWarn("auth", `next-auth ${code}`),
    debug: () => undefined,
  },
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
      await signOut({ userId: id, sessionVersion: token.sv ?? 0, companyId: token.companyId, role: token.role });
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
