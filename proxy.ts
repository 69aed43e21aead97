import { type NextRequest, NextResponse } from "next/server";

import { errorResponse } from "./lib/http/error-response";
import { isDecodable } from "./lib/http/is-decodable";
import { prefersPdf } from "./lib/http/prefers-pdf";
import { ApiError } from "./lib/platform/errors";

// A path that is not valid percent-encoding makes Next fail while decoding it (a 500, text/plain):
// it is the client's mistake, so it gets a 400 here, before routing (JSON under /v1). Wrong methods
// are answered by the route files themselves (lib/http/method-not-allowed.ts).
//
// A path ending in "/" (Next's redirect to the bare path is turned off in next.config.ts) is a
// JSON 404 under /v1 that names the path without the slash, as an API should not answer a
// redirect its clients may not follow with their body and credentials; elsewhere (dashboard,
// hosted pages) it is the usual permanent redirect.
export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const isApi = pathname === "/v1" || pathname.startsWith("/v1/");
  if (!isDecodable(pathname)) {
    if (!isApi) return new NextResponse("Bad request", { status: 400 });
    return errorResponse(new ApiError("bad_request", "The request path is not valid percent-encoding"));
  }
  // the built-in Cielo server (app/sandbox/cielo) takes Cielo's paths as Cielo writes them, with
  // their trailing slash (POST /1/sales/): rewritten to the route, never redirected
  if (pathname.startsWith("/sandbox/cielo/") && pathname.endsWith("/"))
    return NextResponse.rewrite(new URL(pathname.replace(/\/+$/, "") + req.nextUrl.search, req.url));
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const bare = pathname.replace(/\/+$/, "") || "/";
    if (!isApi) return NextResponse.redirect(new URL(bare + req.nextUrl.search, req.url), 308);
    return errorResponse(
      new ApiError(
        "not_found",
        `No route for ${req.method} ${pathname}: drop the trailing slash (${bare})`,
        { path: bare },
        "route",
      ),
    );
  }
  // the boleto's address answers its PDF to a client that prefers one (route: …/boleto/pdf)
  if (BOLETO_SLIP.test(pathname) && prefersPdf(req.headers.get("accept")))
    return NextResponse.rewrite(new URL(`${pathname}/pdf${req.nextUrl.search}`, req.url));
  if (DASHBOARD.test(pathname)) {
    const wanted = pathname + req.nextUrl.search;
    // a visitor without a session cookie goes to sign in, and comes back here afterwards
    if (!SESSION_COOKIES.some((name) => req.cookies.has(name))) {
      const login = new URL("/login", req.url);
      login.searchParams.set("callbackUrl", wanted);
      return NextResponse.redirect(login, 307);
    }
    // the page asked for, for the dashboard layout's redirects (an ended session, a required step)
    const headers = new Headers(req.headers);
    headers.set(PATH_HEADER, wanted);
    return NextResponse.next({ request: { headers } });
  }
  return NextResponse.next();
}

const BOLETO_SLIP = /^\/checkout\/[^/]+\/boleto$/;

const DASHBOARD = /^\/(overview|transactions|customers|recipients|transfers|payment-links|webhooks|settings)(\/|$)/;
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const PATH_HEADER = "x-colmeia-path";

// Only the dashboard's pages, paths with a "%" or a trailing "/", and a boleto's address asked for
// with application/pdf in Accept run this: the API and hosted
// pages skip Next's middleware, which cost about a quarter of a list request's CPU
// (docs/benchmarks.md).
// (Next needs the matcher written out, not computed.)
export const config = {
  matcher: [
    "/:path(.*%.*)",
    "/:path(.*/)",
    { source: "/checkout/:secureId/boleto", has: [{ type: "header", key: "accept", value: ".*application/pdf.*" }] },
    "/overview/:rest*",
    "/transactions/:rest*",
    "/customers/:rest*",
    "/recipients/:rest*",
    "/transfers/:rest*",
    "/payment-links/:rest*",
    "/webhooks/:rest*",
    "/settings/:rest*",
  ],
};
