import { NextRequest } from "next/server";
import NextAuth from "next-auth";

import { authOptionsFor } from "@/lib/http/auth/options";
import { sessionIsCurrent } from "@/lib/http/auth/session-is-current";
import { parseSignInForm } from "@/lib/http/auth/sign-in-form";
import { errorResponse } from "@/lib/http/error-response";
import { withBodyLimit } from "@/lib/http/with-body-limit";
import { ApiError } from "@/lib/platform/errors";
import { clientIp } from "@/lib/platform/rate-limit/client-ip";
import { throttleLogin } from "@/lib/platform/rate-limit/login-throttle";

type RouteCtx = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* – next-auth (credentials sign-in, session, sign-out, CSRF token); Secure
// cookies when the request came over HTTPS
const handler = (req: NextRequest, ctx: RouteCtx) => NextAuth(req, ctx, authOptionsFor(req.headers));

// next-auth's action and provider are the path's first two segments (params.nextauth), whatever
// follows them: /api/auth/session/x is the session and /api/auth/callback/credentials/x a sign-in
const nextAuthIs = async (ctx: RouteCtx, action: string, providerId?: string) => {
  const [first, second] = (await ctx.params).nextauth ?? [];
  return first === action && (providerId === undefined || second === providerId);
};

// GET|POST /api/auth/session – next-auth's answer (POST: its session update), only for a session
// the server still holds: an ended one (sign-out anywhere, a demotion, a removed user) is no
// session, as withAuth sees it
async function sessionChecked(req: NextRequest, ctx: RouteCtx) {
  if ((await nextAuthIs(ctx, "session")) && !(await sessionIsCurrent(req)))
    return Response.json({}, { headers: { "cache-control": "private, no-cache, no-store" } });
  return handler(req, ctx);
}

// POST /api/auth/callback/credentials – sign-in, throttled per IP and per account
// (lib/platform/rate-limit/login-throttle.ts): a 429 with Retry-After, in the shape next-auth's
// client reads (error "TooManyAttempts")
async function signInThrottled(req: NextRequest, ctx: RouteCtx) {
  if (!(await nextAuthIs(ctx, "callback", "credentials"))) return sessionChecked(req, ctx);
  let form: URLSearchParams;
  try {
    form = parseSignInForm(req.headers.get("content-type"), await req.text());
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    throw error;
  }
  const throttle = await throttleLogin({ email: form.get("email") ?? "", ip: clientIp(req.headers) });
  if (!throttle.isAllowed) {
    const url = new URL("/login?error=TooManyAttempts", req.url).toString();
    const message = `Too many sign-in attempts: try again in ${throttle.retryAfterSeconds} s`;
    return Response.json(
      { url, message, code: "rate_limited", details: { retryAfterSeconds: throttle.retryAfterSeconds } },
      { status: 429, headers: { "retry-after": String(throttle.retryAfterSeconds) } },
    );
  }
  if (throttle.delayMs > 0) await new Promise((r) => setTimeout(r, throttle.delayMs));
  // next-auth reads the body again: it gets the form parsed above, so it authenticates the account counted
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  return handler(new NextRequest(req.url, { method: "POST", headers, body: form.toString() }), ctx);
}

// a sign-in form is a few hundred bytes: 16 KB is plenty, and nothing larger is read
const SIGN_IN_MAX_BYTES = 16_384;
const POST = withBodyLimit(SIGN_IN_MAX_BYTES, signInThrottled);

export { sessionChecked as GET, POST };
