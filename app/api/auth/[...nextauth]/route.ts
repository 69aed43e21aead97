import type { NextRequest } from "next/server";
import NextAuth from "next-auth";

import { withBodyLimit } from "@/lib/api/with-body-limit";
import { throttleLogin } from "@/lib/auth/login-throttle";
import { authOptionsFor } from "@/lib/auth/options";
import { clientIp } from "@/lib/rate-limit/client-ip";

type RouteCtx = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth (credentials sign-in, session, sign-out, CSRF token); Secure
// cookies when the request came over HTTPS
const handler = (req: NextRequest, ctx: RouteCtx) => NextAuth(req, ctx, authOptionsFor(req.headers));

// POST /api/auth/callback/credentials – sign-in, throttled per IP and per account (lib/auth/login-throttle.ts):
// a 429 with Retry-After, in the shape next-auth's client reads (error "TooManyAttempts")
async function signInThrottled(req: NextRequest, ctx: RouteCtx) {
  if (!req.nextUrl.pathname.endsWith("/callback/credentials")) return handler(req, ctx);
  const form = await req
    .clone()
    .formData()
    .catch(() => null);
  const email = String(form?.get("email") ?? "");
  const throttle = await throttleLogin({ email, ip: clientIp(req.headers) });
  if (!throttle.isAllowed) {
    const url = new URL("/login?error=TooManyAttempts", req.url).toString();
    const message = `Too many sign-in attempts: try again in ${throttle.retryAfterSeconds} s`;
    return Response.json(
      { url, message, code: "rate_limited", details: { retryAfterSeconds: throttle.retryAfterSeconds } },
      { status: 429, headers: { "retry-after": String(throttle.retryAfterSeconds) } },
    );
  }
  if (throttle.delayMs > 0) await new Promise((r) => setTimeout(r, throttle.delayMs));
  return handler(req, ctx);
}

// a sign-in form is a few hundred bytes: 16 KB is plenty, and nothing larger is read
const SIGN_IN_MAX_BYTES = 16_384;
const POST = withBodyLimit(SIGN_IN_MAX_BYTES, signInThrottled);

export { handler as GET, POST };
