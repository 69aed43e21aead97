import "server-only";

import { existsSync, readFileSync } from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";

import { NextRequest } from "next/server";

import { attachBody, MAX_BODY_BYTES } from "@/lib/platform/read-body";

import { toErrorResponse } from "./error-response";
import { type HeaderReader, type Incoming, INCOMING_ENTRY, type IncomingEntry } from "./incoming";
import { newRequestId } from "./request-id";
import { textOf } from "./response-text";
import { securityHeaders } from "./security-headers";

// The API's fast lane (docs/benchmarks-analysis.md). Under `next start`, a /v1 request is handed
// straight to its route handler — the same compiled route module Next would load, from the build's
// own manifest — instead of going through Next's request pipeline (its router, route matching,
// request and response adaptation, render and cache machinery), which cost more CPU per request
// than a whole list page's own work. What Next would add to such an answer is added here too: the
// security headers of next.config.ts. Anything unusual takes the ordinary path through Next:
// a path with "%", "//", a trailing "/" or characters outside the plain set, HEAD, a method the
// route file does not export, a path no route matches (Next's catch-all answers the JSON 404).
// API_FAST_LANE=off turns it off; `next dev` never uses it.

type Handler = ((req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  [INCOMING_ENTRY]?: IncomingEntry;
};
type Route = { segments: string[]; file: string; handlers?: Record<string, Handler | undefined> };

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PLAIN_PATH = /^\/v1(\/[A-Za-z0-9._~-]+)+$/;
const dynamic = (segment: string) => segment.startsWith("[");
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

// static segments before dynamic ones, segment by segment, as Next ranks its routes
function byPrecedence(a: Route, b: Route) {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const d = Number(dynamic(a.segments[i])) - Number(dynamic(b.segments[i]));
    if (d) return d;
  }
  return 0;
}

// A body of a declared length up to MAX_BODY_BYTES (every JSON request) is read here in one piece
// and handed to the route beside the request (read-body.ts, attachBody), cheaper than a web stream
// over the bytes; the route still judges its size and content. Any other body (no length, a larger
// one: files, a body the route will refuse as too large) streams through the Request.
async function bodyOf(
  req: http.IncomingMessage,
): Promise<{ body?: ReadableStream; duplex?: "half"; whole?: Uint8Array<ArrayBuffer> }> {
  if (req.method === "GET" || req.method === "HEAD") return {};
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (!(declared >= 0 && declared <= MAX_BODY_BYTES))
    return { body: Readable.toWeb(req) as ReadableStream, duplex: "half" };
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return { whole: Buffer.concat(chunks) };
}

// The bytes read ahead become the request's body for every way of reading it: readBodyBytes (every
// route's, through the pipeline) takes them directly; text(), json(), arrayBuffer(), formData() and
// `body` answer them too, so a route reading its request the standard way sees the same body.
function withBody(request: NextRequest, bytes: Uint8Array<ArrayBuffer>) {
  attachBody(request, bytes);
  const replay = () => new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } });
  Object.defineProperties(request, {
    text: { value: () => replay().text() },
    json: { value: () => replay().json() },
    arrayBuffer: { value: () => replay().arrayBuffer() },
    formData: { value: () => replay().formData() },
    body: { get: () => replay().body },
  });
}

// Node's parsed headers read as a web Headers reads them (names in any case; a repeated header's
// values joined by ", ", as Node already joined them)
function nodeHeaders(headers: http.IncomingHttpHeaders): HeaderReader {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    keys: () => Object.keys(headers),
  };
}

// The request as a route made with the pipeline reads it (lib/http/incoming.ts), straight from
// Node's: the path (plain: PLAIN_PATH), the query, the headers and the body read ahead. The
// NextRequest is made only if something asks for it. (Nothing here judges the body: an error this
// bundle made would not be the route's own kind of error; the route's pipeline judges it.)
function nodeIncoming(
  req: http.IncomingMessage,
  pathname: string,
  whole: Uint8Array<ArrayBuffer> | undefined,
  request: () => NextRequest,
): Incoming {
  const url = req.url ?? "";
  const q = url.indexOf("?");
  const hash = url.indexOf("#");
  const query = q < 0 ? "" : url.slice(q + 1, hash > q ? hash : undefined);
  let searchParams: URLSearchParams | undefined;
  return {
    method: req.method ?? "GET",
    headers: nodeHeaders(req.headers),
    pathname,
    get searchParams() {
      return (searchParams ??= new URLSearchParams(query));
    },
    body: whole,
    request,
  };
}

export type FastLane = { serve(req: http.IncomingMessage, res: http.ServerResponse): boolean; routes: number };

/** The fast lane of a production build in `distDir`, or null when the build has no manifest. */
export function createFastLane(distDir: string): FastLane | null {
  const serverDir = path.resolve(distDir, "server");
  const manifestFile = path.join(serverDir, "app-paths-manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
  const load = createRequire(path.join(serverDir, "noop.js"));
  const routes: Route[] = Object.entries(manifest)
    .filter(([page]) => page.startsWith("/v1/") && page.endsWith("/route") && !page.includes("[..."))
    .map(([page, file]) => ({ segments: page.slice(1, -"/route".length).split("/"), file }))
    .sort(byPrecedence);
  // (next start only: never the development policy)
  const headers = securityHeaders(false);

  function match(pathname: string): { route: Route; params: Record<string, string> } | null {
    const parts = pathname.slice(1).split("/");
    for (const route of routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const s = route.segments[i];
        if (dynamic(s)) params[s.slice(1, -1)] = parts[i];
        else ok = s === parts[i];
      }
      if (ok) return { route, params };
    }
    return null;
  }

  // the route module Next would load (the same file, so the same module instances); one that
  // cannot be loaded leaves its requests to Next, which answers for it
  function handlerOf(route: Route, method: string): Handler | undefined {
    try {
      route.handlers ??= (
        load(path.join(serverDir, route.file)) as { routeModule: { userland: Route["handlers"] } }
      ).routeModule.userland;
    } catch {
      route.handlers = {};
    }
    return route.handlers?.[method];
  }

  async function run(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    handler: Handler,
    pathname: string,
    params: Record<string, string>,
  ) {
    let response: Response;
    try {
      const { whole, ...streamed } = await bodyOf(req);
      let made: NextRequest | undefined;
      const request = () => {
        if (made) return made;
        // the parsed headers, not the raw ones: server-hooks.ts stamps the socket's address on them
        // (PEER_HEADER) over any copy the client sent, and clientIp() trusts only that
        // (pairs straight into the Request's own Headers: no copy in between)
        const head: [string, string][] = [];
        for (const name in req.headers) {
          const value = req.headers[name];
          if (Array.isArray(value)) for (const v of value) head.push([name, v]);
          else if (value !== undefined) head.push([name, value]);
        }
        // a Host that is no host (a client's to choose) must not make the URL unparsable: a 500
        const host = HOST.test(req.headers.host ?? "") ? req.headers.host : "localhost";
        made = new NextRequest(`http://${host}${req.url}`, { method: req.method, headers: head, ...streamed });
        if (whole) withBody(made, whole);
        return made;
      };
      // a route of the pipeline (every /v1 route but a few) takes the request as Node parsed it
      const entry = handler[INCOMING_ENTRY];
      response = entry
        ? await entry(nodeIncoming(req, pathname, whole, request), params)
        : await handler(request(), { params: Promise.resolve(params) });
    } catch (error) {
      // the shell answers every error itself; this is only what escapes it (a body cut off while
      // it was read: a 400 nobody will read)
      response = toErrorResponse(error, newRequestId());
    }
    const out: Record<string, string | string[]> = {};
    for (const { key, value } of headers) out[key.toLowerCase()] = value;
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") out[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out["set-cookie"] = cookies;
    // a JSON answer (bounded: a page is at most 100 objects) leaves in one write with its length,
    // as the text it was made from when respond.ts made it (its body stream is never made);
    // anything else (CSV, PDF, files) streams
    const text = textOf(response);
    if (text !== undefined) {
      out["content-length"] = String(Buffer.byteLength(text));
      res.writeHead(response.status, out).end(text);
      return;
    }
    if (!response.body) {
      res.writeHead(response.status, out).end();
      return;
    }
    if (out["content-type"]?.includes("application/json")) {
      const body = Buffer.from(await response.arrayBuffer());
      out["content-length"] = String(body.length);
      res.writeHead(response.status, out).end(body);
      return;
    }
    res.writeHead(response.status, out);
    Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
  }

  return {
    routes: routes.length,
    serve(req, res) {
      const method = req.method ?? "";
      if (!METHODS.has(method)) return false;
      const url = req.url ?? "";
      const q = url.indexOf("?");
      const pathname = q < 0 ? url : url.slice(0, q);
      if (!PLAIN_PATH.test(pathname)) return false;
      const found = match(pathname);
      const handler = found && handlerOf(found.route, method);
      if (!handler) return false;
      // an answer that fails while it is written (its stream broke) ends the connection, as Next does
      run(req, res, handler, pathname, found.params).catch(() => res.destroy());
      return true;
    },
  };
}
