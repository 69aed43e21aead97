import "server-only";

import { timingSafeEqual } from "node:crypto";

import { NextRequest } from "next/server";
import type { z } from "zod";

import { ApiError } from "@/lib/platform/errors";

import { type NoParams, type Parsed, pipeline, type RequestBase, type RouteHandler } from "./pipeline";

type Options<B extends z.ZodType | undefined> = {
  /** The route's pattern, written in the log instead of the path (which holds the secret). */
  route: string;
  /** The path parameter that authenticates the provider, and its expected value. */
  secretParam: string;
  secret: () => string;
  body?: B;
};

// Notifications from a rail's provider (the Pix PSP's webhook): no key, no session; a secret path
// segment is what authenticates the provider, and a wrong one is a 404 like any unknown route,
// before the body is read. Same pipeline as withAuth and withPublic (lib/http/pipeline.ts): a
// request id, the 1 MB body limit, JSON parsing, every error as the JSON error body, one log line
// naming the route's pattern, never the secret.
export function withProvider<B extends z.ZodType | undefined = undefined>(
  { route, secretParam, secret, body }: Options<B>,
  handler: (ctx: RequestBase & Parsed<NoParams, B, undefined>) => Promise<Response>,
) {
  const run: RouteHandler = pipeline<object, NoParams, B, undefined, undefined>(
    {
      logPath: route,
      async admit(_req, _requestId, rawParams) {
        const given = Buffer.from(String(rawParams[secretParam] ?? ""));
        const expected = Buffer.from(secret());
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          throw new ApiError("not_found", "route not found", {}, "route");
        return {};
      },
    },
    { body },
    handler,
  );
  // a provider's request (or a test's plain Request) becomes the NextRequest the pipeline reads
  return (req: Request, ctx?: Parameters<RouteHandler>[1]) =>
    run(req instanceof NextRequest ? req : new NextRequest(req), ctx);
}
