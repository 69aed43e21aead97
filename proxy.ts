import { NextResponse, type NextRequest } from "next/server";
import manifest from "./generated/route-manifest.json";
import { isDecodable } from "./lib/api/is-decodable";

// /v1 answers every request in JSON: a known path with a method its route file does not export
// gets a 405 with Allow (Next would send an empty body). Unknown paths fall through to the
// JSON 404 of app/v1/[...path].
// Static segments win over dynamic ones, as in Next's own routing: /v1/transactions/export.csv
// is that route, not /v1/transactions/{transactionId} with the id "export.csv".
const dynamicSegments = (pattern: string) => pattern.split("[^/]+").length - 1;
const routes = (manifest as { pattern: string; methods: string[] }[])
  .toSorted((a, b) => dynamicSegments(a.pattern) - dynamicSegments(b.pattern))
  .map((r) => ({ re: new RegExp(r.pattern), methods: r.methods }));

export function proxy(req: NextRequest) {
  // a path that is not valid percent-encoding would make Next fail while decoding route params (a
  // 500): it is the client's mistake, so it gets a 400 here, before routing
  if (!isDecodable(req.nextUrl.pathname)) {
    const body = { message: "The request path is not valid percent-encoding", code: "bad_request", details: {} };
    return req.nextUrl.pathname.startsWith("/v1/") ? NextResponse.json(body, { status: 400 }) : new NextResponse("Bad request", { status: 400 });
  }
  const method = req.method === "HEAD" ? "GET" : req.method;
  if (method === "OPTIONS") return NextResponse.next();
  if (!req.nextUrl.pathname.startsWith("/v1/")) return NextResponse.next();
  const route = routes.find((r) => r.re.test(req.nextUrl.pathname));
  if (!route || route.methods.includes(method)) return NextResponse.next();
  return NextResponse.json(
    { message: `Method ${req.method} is not allowed on ${req.nextUrl.pathname}`, code: "method_not_allowed", details: { allowed: route.methods } },
    { status: 405, headers: { allow: route.methods.join(", ") } },
  );
}

export const config = { matcher: ["/v1/:path*", "/pay/:path*", "/checkout/:path*"] };
