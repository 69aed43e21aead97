import { randomBytes } from "node:crypto";

import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";

import { touchApiKey } from "@/lib/api-keys/touch-api-key";
import { findApiKey } from "@/lib/auth/api-key-cache";
import { hashApiKey } from "@/lib/auth/api-keys";
import { prisma } from "@/lib/db";
import { authSecret, settings } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { clientIp, isHttps } from "@/lib/rate-limit/client-ip";
import { hitRateLimit } from "@/lib/rate-limit/hit-rate-limit";

import { forgetCounts } from "./count-cache";
import { withIdempotency } from "./idempotency";
import { logError, logRequest } from "./log";
import { parseJsonText } from "./parse";
import { errorResponse } from "./respond";

export type { UserRole as Role } from "@/lib/schemas/users";
import type { UserRole as Role } from "@/lib/schemas/users";
export type Principal = { kind: "api_key"; apiKeyId: number } | { kind: "session"; userId: number; role: Role };

export type AuthContext = {
  req: NextRequest;
  companyId: number;
  principal: Principal;
  params: Record<string, string>;
  searchParams: URLSearchParams;
  body: unknown;
  requestId: string;
  // the client's address (lib/rate-limit/client-ip.ts), for the audit log
  ip: string;
};

type Handler = (ctx: AuthContext) => Promise<Response>;
type RouteCtx = { params: Promise<Record<string, string | string[]>> };
type Options = { minRole?: Role };

const RANK: Record<Role, number> = { viewer: 0, admin: 1, owner: 2 };

// The secret keys a request offers: x-api-key, then Authorization (Basic with the key as user and
// the password ignored, or Bearer). Either scheme satisfies the requirement, so a request that sends
// both (a proxy's own x-api-key beside our Basic) is let in by whichever is a key of ours.
export function offeredApiKeys(req: Request): string[] {
  const keys: string[] = [];
  const header = req.headers.get("x-api-key")?.trim();
  if (header) keys.push(header);
  const [scheme, value = ""] = (req.headers.get("authorization") ?? "").split(" ", 2);
  const credentials = value.trim();
  if (/^bearer$/i.test(scheme) && credentials) {
    keys.push(credentials);
    // some clients put the Basic credentials after "Bearer": base64(SECRET_KEY:x) counts too
    const user = basicUser(credentials);
    if (user && user !== credentials) keys.push(user);
  }
  if (/^basic$/i.test(scheme)) {
    const user = Buffer.from(credentials, "base64").toString("utf8").split(":")[0];
    if (user) keys.push(user);
  }
  return keys;
}

// The user of base64("user:password"), or null when a Bearer value is not that.
function basicUser(credentials: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(credentials)) return null;
  const decoded = Buffer.from(credentials, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon > 0 ? decoded.slice(0, colon) : null;
}

async function authenticate(req: NextRequest): Promise<{ companyId: number; principal: Principal }> {
  const keys = offeredApiKeys(req);
  if (keys.length) {
    const found = await findApiKey(keys.map(hashApiKey));
    if (!found) throw new ApiError("unauthorized", "Invalid API key");
    touchApiKey(found.id);
    return { companyId: found.companyId, principal: { kind: "api_key", apiKeyId: found.id } };
  }
  const token = await getToken({ req, secret: authSecret(), secureCookie: isHttps(req.headers) });
  const userId = Number(token?.sub);
  if (!token || !userId)
    throw new ApiError("unauthorized", "Missing credentials: use Basic auth with your secret key, x-api-key or Bearer");
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      companyId: true,
      role: true,
      sessionVersion: true,
      mustChangePassword: true,
      totpEnabledAt: true,
      company: { select: { requireTwoFactor: true } },
    },
  });
  if (!user || user.sessionVersion !== (token.sv ?? 0))
    throw new ApiError("unauthorized", "Session is no longer valid");
  if (req.method !== "GET" && req.method !== "HEAD") assertSameOriginJson(req);
  assertNoPendingStep(req.nextUrl.pathname, user);
  return { companyId: user.companyId, principal: { kind: "session", userId: user.id, role: user.role } };
}

// A session whose user must first change a reset password, or enrol in two-factor sign-in because
// the company requires it, can do only that (docs/security.md, "Accounts"): the dashboard sends
// them to the page for it, and the API refuses everything else.
function assertNoPendingStep(
  path: string,
  user: { mustChangePassword: boolean; totpEnabledAt: Date | null; company: { requireTwoFactor: boolean } },
) {
  if (user.mustChangePassword && path !== "/v1/users/me/password")
    throw new ApiError(
      "password_change_required",
      "Choose a new password first: your password was reset (POST /v1/users/me/password)",
    );
  if (user.company.requireTwoFactor && !user.totpEnabledAt && !path.startsWith("/v1/users/me/"))
    throw new ApiError(
      "two_factor_required",
      "This company requires two-factor sign-in: turn it on first (POST /v1/users/me/two-factor)",
    );
}

// Cookie-authenticated mutations must come from our own pages as JSON (CSRF defence).
function assertSameOriginJson(req: NextRequest) {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  // "null" (an opaque origin: sandboxed frame, data: URL) and anything unparsable are not our pages
  const originHost = origin && URL.canParse(origin) ? new URL(origin).host : null;
  if (!site && origin && !originHost)
    throw new ApiError(
      "bad_request",
      `The Origin header ${JSON.stringify(origin.slice(0, 100))} is not an origin this dashboard can accept`,
    );
  const sameOrigin = site ? site === "same-origin" : !origin || originHost === req.headers.get("host");
  const type = req.headers.get("content-type") ?? "";
  if (!sameOrigin || (req.headers.get("content-length") !== "0" && type && !type.includes("application/json")))
    throw new ApiError("forbidden", "Cross-site or non-JSON request refused for session authentication");
}

function assertRole(principal: Principal, method: string, minRole: Role | undefined) {
  if (principal.kind !== "session") return;
  // viewers are read-only everywhere: enforced here, not only hidden in the dashboard
  const needed = minRole ?? (method === "GET" || method === "HEAD" ? "viewer" : "admin");
  if (RANK[principal.role] < RANK[needed]) throw new ApiError("forbidden", `This action needs the ${needed} role`);
}

// Per API key (or dashboard user), shared by every instance through the database.
async function assertWithinRateLimit(principal: Principal) {
  const limit = settings().RATE_LIMIT_PER_KEY_PER_MINUTE;
  const key = principal.kind === "api_key" ? `key:${principal.apiKeyId}` : `user:${principal.userId}`;
  const hit = await hitRateLimit({ key, limit, windowMs: 60_000 });
  if (!hit.isAllowed)
    throw new ApiError("rate_limited", `Rate limit of ${limit} requests per minute exceeded`, {
      limit,
      retryAfterSeconds: hit.retryAfterSeconds,
    });
}

export function toErrorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError && error.code === "rate_limited")
    return errorResponse(error, { "retry-after": String(error.details.retryAfterSeconds) });
  if (error instanceof ApiError) return errorResponse(error);
  const code = (error as { code?: string })?.code;
  if (code === "P2025") return errorResponse(new ApiError("not_found", "Resource not found"));
  // the client hung up while sending its body: nobody reads this answer, and it is not our error
  if (code === "ECONNRESET" && (error as Error).message === "aborted")
    return errorResponse(new ApiError("bad_request", "Request aborted by the client"));
  logError(requestId, error);
  return errorResponse(new ApiError("internal_error", "Internal error", { requestId }));
}

export function withAuth(handler: Handler, options: Options = {}) {
  return async (req: NextRequest, route?: RouteCtx): Promise<Response> => {
    const started = performance.now();
    const requestId = `req_${randomBytes(8).toString("hex")}`;
    let companyId: number | undefined;
    let response: Response;
    try {
      const auth = await authenticate(req);
      companyId = auth.companyId;
      assertRole(auth.principal, req.method, options.minRole);
      await assertWithinRateLimit(auth.principal);
      const raw = route?.params ? await route.params : {};
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const rawBody = req.method === "GET" || req.method === "HEAD" || req.method === "DELETE" ? "" : await req.text();
      const body = rawBody ? parseJsonText(rawBody) : undefined;
      const ctx: AuthContext = {
        req,
        companyId,
        principal: auth.principal,
        params,
        searchParams: req.nextUrl.searchParams,
        body,
        requestId,
        ip: clientIp(req.headers),
      };
      const run = () => handler(ctx).catch((e) => toErrorResponse(e, requestId));
      const idemKey = req.headers.get("idempotency-key");
      response =
        idemKey && req.method === "POST"
          ? await withIdempotency(
              { companyId, key: idemKey, method: req.method, path: req.nextUrl.pathname, rawBody },
              run,
            )
          : await run();
    } catch (error) {
      response = toErrorResponse(error, requestId);
    }
    if (companyId !== undefined && req.method !== "GET" && req.method !== "HEAD") forgetCounts(companyId);
    response.headers.set("x-request-id", requestId);
    logRequest({
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: response.status,
      ms: performance.now() - started,
      companyId,
    });
    return response;
  };
}
