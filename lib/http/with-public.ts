import "server-only";

import type { z } from "zod";

import { settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { clientIp } from "@/lib/platform/rate-limit/client-ip";
import { hitRateLimit } from "@/lib/platform/rate-limit/hit-rate-limit";

import {
  type Before,
  type Declared,
  type NoParams,
  type ParamShapes,
  type Parsed,
  pipeline,
  type RequestBase,
} from "./pipeline";

/** What withPublic adds to every handler's context: no company, no principal, a rate limit. */
export type PublicAdmitted = {
  ip: string;
  /**
   * Counts this request against the route, `scope` and the client IP; throws 429 rate_limited past
   * the limit (PUBLIC_RATE_LIMIT_PER_MINUTE per minute unless `limit` says otherwise).
   */
  rateLimit: (scope: string, limit?: { count: number; windowMs: number; message?: string }) => Promise<void>;
};
export type PublicContext = PublicAdmitted & RequestBase;

type Options<P extends ParamShapes, B extends Schema, Q extends Schema, F> = Declared<P, B, Q> & {
  route: string;
  cors?: boolean;
  /** the handler sets its own Cache-Control (public, content-addressed files); otherwise no-store */
  cacheable?: boolean;
  before?: Before<PublicAdmitted, P, F>;
};
type Schema = z.ZodType | undefined;

export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-public-key",
  "access-control-max-age": "600",
};

export function publicRateLimitPerMinute(): number {
  return settings().PUBLIC_RATE_LIMIT_PER_MINUTE;
}

// Endpoints for payers on hosted pages, and sign-up: no secret key, no session. Every one is rate
// limited per client IP (and per resource, so one payer's retries never block another merchant's
// page), never cached, and logged by route pattern only, so secureIds and card data stay out of the
// logs. Same pipeline as withAuth (lib/http/pipeline.ts), same argument order.
export function withPublic<
  P extends ParamShapes = NoParams,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  F = undefined,
>(
  options: Options<P, B, Q, F>,
  handler: (ctx: PublicAdmitted & RequestBase & Parsed<P, B, Q> & { found: F }) => Promise<Response>,
) {
  const { route, cors, cacheable, before, params, body, query } = options;
  return pipeline<PublicAdmitted, P, B, Q, F>(
    {
      logPath: route,
      headers: {
        ...(!cacheable && { "cache-control": "no-store" }),
        "referrer-policy": "no-referrer",
        ...(cors && CORS_HEADERS),
      },
      async admit(req) {
        const ip = clientIp(req.headers);
        const rateLimit: PublicAdmitted["rateLimit"] = async (scope, limit) => {
          const count = limit?.count ?? publicRateLimitPerMinute();
          const hit = await hitRateLimit({
            key: `public:${route}:${scope}:${ip}`,
            limit: count,
            windowMs: limit?.windowMs ?? 60_000,
          });
          if (!hit.isAllowed)
            throw new ApiError(
              "rate_limited",
              limit?.message ??
                `Too many requests: at most ${hit.limit} per minute. Retry after ${hit.retryAfterSeconds} s`,
              { retryAfterSeconds: hit.retryAfterSeconds, limit: hit.limit },
            );
        };
        return { ip, rateLimit };
      },
    },
    { params, body, query },
    handler,
    before,
  );
}
