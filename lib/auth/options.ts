import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { prisma } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/api/with-auth";
import { isHttps } from "@/lib/rate-limit/client-ip";

// next-auth's own types are extended by declaration merging, which only works with interfaces.
declare module "next-auth" {
  interface User {
    companyId: number;
    role: Role;
  }
  interface Session {
    user: { id: string; name: string; email: string; companyId: number; role: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    companyId?: number;
    role?: Role;
  }
}

// A hash to check against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

async function authorize(credentials: Record<"email" | "password", string> | undefined) {
  const email = credentials?.email?.trim().toLowerCase();
  const password = credentials?.password;
  if (!email || !password) return null;
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) {
    await verifyPassword(password, await (dummyHash ??= hashPassword("colmeia-dummy-password")));
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  return { id: String(user.id), email: user.email, name: user.name, companyId: user.companyId, role: user.role };
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
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Senha", type: "password" } },
      authorize,
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      // user is present only at sign-in; afterwards the token carries what the dashboard needs
      if (user) {
        token.sub = String(user.id);
        token.companyId = user.companyId;
        token.role = user.role;
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
