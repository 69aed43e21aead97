import { NextResponse, type NextRequest } from "next/server";
import manifest from "./generated/route-manifest.json";

// /v1 answers every request in JSON: a known path with a method its route file does not export
// gets a 405 with Allow (Next would send an empty body). Unknown paths fall through to the
// JSON 404 of app/v1/[...path].
const routes = (manifest as { pattern: string; methods: string[] }[]).map((r) => ({ re: new RegExp(r.pattern), methods: r.methods }));

export function proxy(req: NextRequest) {
  const method = req.method === "HEAD" ? "GET" : req.method;
  if (method === "OPTIONS") return NextResponse.next();
  const route = routes.find((r) => r.re.test(req.nextUrl.pathname));
  if (!route || route.methods.includes(method)) return NextResponse.next();
  return NextResponse.json(
    { message: `Method ${req.method} is not allowed on ${req.nextUrl.pathname}`, code: "method_not_allowed", details: { allowed: route.methods } },
    { status: 405, headers: { allow: route.methods.join(", ") } },
  );
}

export const config = { matcher: "/v1/:path*" };
