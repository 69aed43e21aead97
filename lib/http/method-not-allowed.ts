import { errorResponse } from "@/lib/http/error-response";
import { ApiError } from "@/lib/platform/errors";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
type RouteHandler = (req: Request) => Response;

/** A JSON 405 naming the methods the path has, with `Allow`. */
function methodNotAllowed(method: string, pathname: string, allowed: readonly string[]): Response {
  const error = new ApiError("method_not_allowed", `Method ${method} is not allowed on ${pathname}`, {
    allowed: [...allowed],
  });
  return errorResponse(error, { allow: allowed.join(", ") });
}

/**
 * What a /v1 route file exports for the methods it does not serve, so that they answer a JSON 405
 * (Next would answer an empty one), and the OPTIONS that lists the real ones:
 * `export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST")`.
 * Answering here, not in proxy.ts, keeps Next's middleware off every API request (it cost a
 * quarter of a list request's CPU; docs/benchmarks.md).
 */
export function otherMethods<A extends HttpMethod[]>(
  ...allowed: A
): Record<Exclude<HttpMethod, A[number]> | "OPTIONS", RouteHandler> {
  const refuse: RouteHandler = (req) => methodNotAllowed(req.method, new URL(req.url).pathname, allowed);
  const handlers = Object.fromEntries(HTTP_METHODS.filter((m) => !allowed.includes(m)).map((m) => [m, refuse]));
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  return { ...handlers, OPTIONS: () => new Response(null, { status: 204, headers: { allow } }) } as Record<
    Exclude<HttpMethod, A[number]> | "OPTIONS",
    RouteHandler
  >;
}
