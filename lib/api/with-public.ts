import { randomBytes } from "node:crypto";

import type { NextRequest } from "next/server";

import { settings } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { hitRateLimit } from "@/lib/rate-limit/hit-rate-limit";

import { forgetCounts } from "./count-cache";
import { logRequest } from "./log";
import { parseJsonText } from "./parse";
import { errorResponse } from "./respond";
import { toErrorResponse } from "./with-auth";

export type PublicContext = {
  req: NextRequest;
  params: Record<string, string>;
  body: unknown;
  ip: string;
  requestId: string;
  /** Counts this request against `route` + `scope` + IP; throws 429 rate_limited past the limit. */
  rateLimit: (scope: string) => Promise<void>;
};

type Handler = (ctx: PublicContext) => Promise<Response>;
type RouteCtx = { params: Promise<Record<string, string | string[]>> };
type Options = { route: string; cors?: boolean };

export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-public-key",
  "access-control-max-age": "600",
};

export function publicRateLimitPerMinute(): number {
  return settings().PUBLIC_RATE_LIMIT_PER_MINUTE;
}

// Endpoints for payers on hosted pages: no secret key, no session. Every one is rate limited per
// client IP (and per resource, so one payer's retries never block another merchant's page), never
// cached, and logged by route pattern only, so secureIds and card data stay out of the logs.
export function withPublic(options: Options, handler: Handler) {
  return async (req: NextRequest, route?: RouteCtx): Promise<Response> => {
    const started = performance.now();
    const requestId = `req_${randomBytes(8).toString("hex")}`;
    const ip = clientIp(req.headers);
    let response: Response;
    try {
      const raw = route?.params ? await route.params : {};
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const rawBody = req.method === "GET" || req.method === "HEAD" ? "" : await req.text();
      const body = rawBody ? parseJsonText(rawBody) : undefined;
      const rateLimit = async (scope: string) => {
        const hit = await hitRateLimit({
          key: `public:${options.route}:${scope}:${ip}`,
          limit: publicRateLimitPerMinute(),
          windowMs: 60_000,
        });
        if (!hit.isAllowed)
          throw new ApiError(
            "rate_limited",
            `Too many requests: at most ${hit.limit} per minute. Retry after ${hit.retryAfterSeconds} s`,
            { retryAfterSeconds: hit.retryAfterSeconds, limit: hit.limit },
          );
      };
      response = await handler({ req, params, body, ip, requestId, rateLimit });
    } catch (error) {
      response =
        error instanceof ApiError && error.code === "rate_limited"
          ? errorResponse(error, { "retry-after": String(error.details.retryAfterSeconds) })
          : toErrorResponse(error, requestId);
    }
    if (req.method !== "GET" && req.method !== "HEAD") forgetCounts();
    response.headers.set("x-request-id", requestId);
    response.headers.set("cache-control", "no-store");
    response.headers.set("referrer-policy", "no-referrer");
    if (options.cors) for (const [k, v] of Object.entries(CORS_HEADERS)) response.headers.set(k, v);
    logRequest({
      requestId,
      method: req.method,
      path: options.route,
      status: response.status,
      ms: performance.now() - started,
    });
    return response;
  };
}
