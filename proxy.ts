import { NextResponse, type NextRequest } from "next/server";
import { isDecodable } from "./lib/api/is-decodable";
import { ApiError } from "./lib/api/errors";
import { errorResponse } from "./lib/api/respond";

// A path that is not valid percent-encoding makes Next fail while decoding it (a 500, text/plain):
// it is the client's mistake, so it gets a 400 here, before routing (JSON under /v1). The matcher
// lets only paths with a "%" in: every other request skips Next's middleware, which cost about a
// quarter of a list request's CPU (docs/benchmarks.md). Wrong methods are answered by the route
// files themselves (lib/api/method-not-allowed.ts).
export function proxy(req: NextRequest) {
  if (isDecodable(req.nextUrl.pathname)) return NextResponse.next();
  if (!req.nextUrl.pathname.startsWith("/v1/")) return new NextResponse("Bad request", { status: 400 });
  return errorResponse(new ApiError("bad_request", "The request path is not valid percent-encoding"));
}

export const config = { matcher: ["/v1/:path(.*%.*)", "/pay/:path(.*%.*)", "/checkout/:path(.*%.*)"] };
