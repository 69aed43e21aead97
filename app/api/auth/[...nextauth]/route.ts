import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptionsFor } from "@/lib/auth/options";

type RouteCtx = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth (credentials sign-in, session, sign-out, CSRF token); Secure
// cookies when the request came over HTTPS
const handler = (req: NextRequest, ctx: RouteCtx) => NextAuth(req, ctx, authOptionsFor(req.headers));

export { handler as GET, handler as POST };
