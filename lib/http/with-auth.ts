import "server-only";

import { getToken } from "next-auth/jwt";
import type { z } from "zod";

import { findApiKey } from "@/lib/domain/api-keys/api-key-cache";
import { hashApiKey } from "@/lib/domain/api-keys/key-material";
import { touchApiKey } from "@/lib/domain/api-keys/touch-api-key";
import { prisma } from "@/lib/platform/db";
import { authSecret, settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { clientIp, isHttps } from "@/lib/platform/rate-limit/client-ip";
import { hitRateLimit } from "@/lib/platform/rate-limit/hit-rate-limit";
import type { UserRole } from "@/lib/schemas/users";

import { withIdempotency } from "./idempotency";
import type { HeaderReader, Incoming } from "./incoming";
import {
  type Before,
  type Declared,
  type NoParams,
  type ParamShapes,
  type Parsed,
  pipeline,
  type RequestBase,
  type RouteHandler,
} from "./pipeline";
export type Principal = { kind: "api_key"; apiKeyId: number } | { kind: "session"; userId: number; role: UserRole };

type Schema = z.ZodType | undefined;
type SessionPrincipal = Extract<Principal, { kind: "session" }>;

/** Who is asking, for which company, from where: what withAuth adds to every handler's context. */
export type Admitted<P extends Principal = Principal> = {
  companyId: number;
  principal: P;
  // the client's address (lib/platform/rate-limit/client-ip.ts), for the audit log
  ip: string;
};
export type AuthContext = Admitted & RequestBase;

type Options<P extends ParamShapes, B extends Schema, Q extends Schema, F> = Declared<P, B, Q> & {
  /**
   * The least role a dashboard session needs (viewer < admin < owner). API keys act for the whole
   * company and pass every role check, unless the route is `sessionOnly`.
   */
  role: UserRole;
  /** Only a person signed in to the dashboard, never an API key (keys, logins, their own account). */
  sessionOnly?: boolean;
  before?: Before<Admitted, P, F>;
};

const RANK: Record<UserRole, number> = { viewer: 0, admin: 1, owner: 2 };

// The secret keys a request offers: x-api-key, then Authorization (Basic with the key as user and
// the password ignored, or Bearer). Either scheme satisfies the requirement, so a request that sends
// both (a proxy's own x-api-key beside our Basic) is let in by whichever is a key of ours.
export function offeredApiKeys(req: { headers: HeaderReader }): string[] {
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

async function authenticate(req: Incoming): Promise<{ companyId: number; principal: Principal }> {
  const keys = offeredApiKeys(req);
  if (keys.length) {
    const found = await findApiKey(keys.map(hashApiKey));
    if (!found) throw new ApiError("unauthorized", "Invalid API key");
    touchApiKey(found.id);
    return { companyId: found.companyId, principal: { kind: "api_key", apiKeyId: found.id } };
  }
  // (a session: the cookie is read from the NextRequest, made for it)
  const token = await getToken({ req: req.request(), secret: authSecret(), secureCookie: isHttps(req.headers) });
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
  assertNoPendingStep(req.pathname, user);
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

// Cookie-authenticated mutations must come from our own pages as JSON (CSRF defence). An upload
// (multipart/form-data, on the routes that take files) also needs `X-Requested-With: colmeia`: a
// cross-site form can send multipart but no custom header, and a script can send one only after a
// CORS preflight this API never grants.
function assertSameOriginJson(req: Incoming) {
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
  const upload = /^multipart\/form-data\s*;/i.test(type) && req.headers.get("x-requested-with") === "colmeia";
  if (
    !sameOrigin ||
    (req.headers.get("content-length") !== "0" && type && !type.includes("application/json") && !upload)
  )
    throw new ApiError("forbidden", "Cross-site or non-JSON request refused for session authentication");
}

function assertRole(principal: Principal, needed: UserRole, sessionOnly: boolean | undefined) {
  if (principal.kind !== "session") {
    if (sessionOnly)
      throw new ApiError(
        "forbidden",
        "API keys and users are managed from the dashboard (signed-in session), not with an API key",
      );
    return;
  }
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

// The shell of every authenticated route (docs/architecture.md, "Add an endpoint"):
//   export const POST = withAuth({ role: "admin", params: { transactionId: pathId("transaction") },
//     body: refundSchema }, async ({ companyId, params, body }) => …)
// Authentication, the role, the rate limit per key or user, then the declared parts parsed, the
// handler run (under its Idempotency-Key when a POST sends one), and every error as JSON.
export function withAuth<
  P extends ParamShapes = NoParams,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  F = undefined,
>(
  options: Options<P, B, Q, F> & { sessionOnly: true },
  handler: (ctx: Admitted<SessionPrincipal> & RequestBase & Parsed<P, B, Q> & { found: F }) => Promise<Response>,
): RouteHandler;
export function withAuth<
  P extends ParamShapes = NoParams,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  F = undefined,
>(
  options: Options<P, B, Q, F>,
  handler: (ctx: Admitted & RequestBase & Parsed<P, B, Q> & { found: F }) => Promise<Response>,
): RouteHandler;
export function withAuth<
  P extends ParamShapes = NoParams,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  F = undefined,
>(
  options: Options<P, B, Q, F>,
  // the overloads above type the context; a session-only handler is given a session principal
  handler: (ctx: Admitted<SessionPrincipal> & RequestBase & Parsed<P, B, Q> & { found: F }) => Promise<Response>,
) {
  const { role, sessionOnly, before, params, body, query, formMaxBytes, textMaxBytes } = options;
  return pipeline<Admitted, P, B, Q, F>(
    {
      async admit(req) {
        const { companyId, principal } = await authenticate(req);
        assertRole(principal, role, sessionOnly);
        await assertWithinRateLimit(principal);
        return { companyId, principal, ip: clientIp(req.headers) };
      },
      around: ({ req, admitted, rawBody, run }) => {
        const key = req.headers.get("idempotency-key");
        if (!key || req.method !== "POST") return run();
        const scope = { companyId: admitted.companyId, key, method: req.method, path: req.pathname, rawBody };
        return withIdempotency(scope, run);
      },
    },
    { params, body, query, formMaxBytes, textMaxBytes },
    handler as (ctx: Admitted & RequestBase & Parsed<P, B, Q> & { found: F }) => Promise<Response>,
    before,
  );
}
