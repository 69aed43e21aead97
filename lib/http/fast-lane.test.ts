import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readBodyText } from "@/lib/platform/read-body";

import { createFastLane, type FastLane } from "./fast-lane";
import { bodyBytes } from "./incoming";
import { withText } from "./response-text";

// A build directory as `next build` leaves it (the manifest and compiled route modules exporting
// routeModule.userland), served by a real HTTP server: what the fast lane does not take answers
// 599 "next", standing for Next's own pipeline.
const ROUTE = (name: string, methods: string[]) => `
const answer = (name) => async (req, ctx) => {
  const params = await ctx.params;
  const body = req.method === "GET" ? "" : await req.text();
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  headers.append("set-cookie", "a=1; Path=/");
  headers.append("set-cookie", "b=2; Path=/");
  const peer = req.headers.get("x-test-peer");
  return new Response(JSON.stringify({ route: name, params, body, path: req.nextUrl.pathname, ...(peer && { peer }) }), { status: 200, headers });
};
exports.routeModule = { userland: { ${methods.map((m) => `${m}: answer(${JSON.stringify(name)})`).join(", ")} } };
`;

let dir: string;
let server: http.Server;
let base: string;
let lane: FastLane;

beforeAll(async () => {
  // what respond.ts calls, handed to the compiled route below (a build's routes import it)
  (globalThis as { withTextForTest?: typeof withText }).withTextForTest = withText;
  (globalThis as { readBodyTextForTest?: typeof readBodyText }).readBodyTextForTest = readBodyText;
  (globalThis as { bodyBytesForTest?: typeof bodyBytes }).bodyBytesForTest = bodyBytes;
  dir = mkdtempSync(path.join(tmpdir(), "fast-lane-"));
  const files: Record<string, string> = {
    "/v1/things/route": ROUTE("things", ["GET", "POST"]),
    "/v1/things/[thingId]/route": ROUTE("thing", ["GET", "DELETE"]),
    "/v1/things/special/route": ROUTE("special", ["GET"]),
    "/v1/broken/route": "throw new Error('cannot load')",
    // an answer made by respond.ts: its text kept beside it (lib/http/response-text.ts), its body
    // stream never made (reading it here throws, and the answer would never arrive)
    "/v1/texts/route": `exports.routeModule = { userland: { GET: async () => {
      const text = JSON.stringify({ name: "Conceição", amount: 1990 });
      class Unread extends Response { get body() { throw new Error("the body stream was read"); } }
      return globalThis.withTextForTest(
        new Unread(null, { headers: { "content-type": "application/json; charset=utf-8" } }), text);
    } } };`,
    "/v1/[...path]/route": ROUTE("catch-all", ["GET"]),
    // a route reading its body as every real one does (the pipeline's readBodyText, limit 20 bytes)
    "/v1/read/route": `exports.routeModule = { userland: { POST: async (req) => {
      const body = await globalThis.readBodyTextForTest(req, 20);
      return new Response(JSON.stringify({ body }), { headers: { "content-type": "application/json" } });
    } } };`,
    // a route of the pipeline: its handler also offers the entry that takes Node's request as is
    // (lib/http/incoming.ts); the NextRequest is made only when asked for, and is the same request
    "/v1/incoming/[id]/route": `
const entry = async (incoming, params) => {
  const body = incoming.method === "GET" ? "" : new TextDecoder().decode(await globalThis.bodyBytesForTest(incoming, 20));
  const seen = {
    params, method: incoming.method, path: incoming.pathname, body,
    query: [...incoming.searchParams], peer: incoming.headers.get("X-Test-Peer"),
    multi: incoming.headers.get("x-multi"), absent: incoming.headers.get("x-absent"),
    named: [...incoming.headers.keys()].includes("x-multi"),
  };
  if (incoming.searchParams.get("asNext")) {
    const req = incoming.request();
    Object.assign(seen, { asNext: { url: req.url, path: req.nextUrl.pathname, peer: req.headers.get("x-test-peer"),
      same: incoming.request() === req, text: incoming.method === "GET" ? "" : await req.text() } });
  }
  return new Response(JSON.stringify(seen), { headers: { "content-type": "application/json" } });
};
const handler = async () => new Response("the entry was not taken", { status: 500 });
handler[Symbol.for("colmeia.pipeline.incoming")] = entry;
exports.routeModule = { userland: { GET: handler, POST: handler } };`,
    "/(dashboard)/overview/page": "",
  };
  const manifest: Record<string, string> = {};
  for (const [page, source] of Object.entries(files)) {
    const file = `app${page}.js`;
    manifest[page] = file;
    mkdirSync(path.dirname(path.join(dir, "server", file)), { recursive: true });
    writeFileSync(path.join(dir, "server", file), source);
  }
  writeFileSync(path.join(dir, "server", "app-paths-manifest.json"), JSON.stringify(manifest));
  lane = createFastLane(dir)!;
  server = http.createServer((req, res) => {
    // as server-hooks.ts stamps the socket's address over any copy the client sent
    req.headers["x-test-peer"] = "from-the-socket";
    if (!lane.serve(req, res)) res.writeHead(599).end("next");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe("the API's fast lane", () => {
  it("is absent when the directory holds no build", () => {
    expect(createFastLane(path.join(dir, "nothing"))).toBeNull();
  });

  it("takes only the /v1 route files, never pages or catch-alls", () => {
    expect(lane.routes).toBe(7);
  });

  it("hands a plain request to its route's handler with the path's parameters", async () => {
    const res = await fetch(`${base}/v1/things/42?limit=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      route: "thing",
      params: { thingId: "42" },
      body: "",
      path: "/v1/things/42",
      peer: "from-the-socket",
    });
  });

  it("hands the handler the headers as the server hooks left them, never a client's copy of a stamped one", async () => {
    const res = await fetch(`${base}/v1/things/1`, { headers: { "x-test-peer": "forged-by-the-client" } });
    expect((await res.json()).peer).toBe("from-the-socket");
  });

  it("answers a request whose Host header is no host, never a 500", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/v1/things/7`, { headers: { host: "not a host/??" } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  it("ranks a static segment before a dynamic one, as Next does", async () => {
    expect((await (await fetch(`${base}/v1/things/special`)).json()).route).toBe("special");
    expect((await (await fetch(`${base}/v1/things/specials`)).json()).route).toBe("thing");
  });

  it("passes the body, answers JSON with its length, every cookie and the security headers", async () => {
    const res = await fetch(`${base}/v1/things`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amount: 100 }),
    });
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ route: "things", body: '{"amount":100}' });
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("sends the text an answer was made from, with its length in bytes, never reading its body stream", async () => {
    const res = await fetch(`${base}/v1/texts`);
    expect(await res.json()).toEqual({ name: "Conceição", amount: 1990 });
    expect(res.headers.get("content-length")).toBe(
      String(Buffer.byteLength(JSON.stringify({ name: "Conceição", amount: 1990 }))),
    );
  });

  it("hands a read-ahead body to the route's reader once, judged by the route's limit", async () => {
    const post = (body: string) =>
      fetch(`${base}/v1/read`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(await (await post('{"amount":100}')).json()).toEqual({ body: '{"amount":100}' });
    const tooLarge = await post(JSON.stringify({ description: "x".repeat(40) }));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).code).toBe("payload_too_large");
  });

  it("passes a body of no declared length as a stream", async () => {
    const res = await fetch(`${base}/v1/things`, {
      method: "POST",
      body: new Blob(["chunked"]).stream(),
      duplex: "half",
    } as RequestInit);
    expect((await res.json()).body).toBe("chunked");
  });

  it("hands a pipeline route the request as Node parsed it, and one NextRequest of it when asked", async () => {
    const res = await fetch(`${base}/v1/incoming/9?a=1&b=%C3%A9+x&a=2`, {
      headers: { "x-test-peer": "forged", "x-multi": "one" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      params: { id: "9" },
      method: "GET",
      path: "/v1/incoming/9",
      body: "",
      query: [
        ["a", "1"],
        ["b", "é x"],
        ["a", "2"],
      ],
      peer: "from-the-socket",
      multi: "one",
      absent: null,
      named: true,
    });
    const post = (body: string | ReadableStream, query = "") =>
      fetch(`${base}/v1/incoming/9${query}`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(await (await post('{"amount":100}')).json()).toMatchObject({ method: "POST", body: '{"amount":100}' });
    // a body of no declared length streams in through the NextRequest, made for it
    expect((await (await post(new Blob(["chunked"]).stream())).json()).body).toBe("chunked");
    // past the route's limit: the pipeline's own 413
    const tooLarge = await post("x".repeat(21));
    expect([tooLarge.status, (await tooLarge.json()).code]).toEqual([413, "payload_too_large"]);
    const asNext = await (await post('{"a":1}', "?asNext=1")).json();
    expect(asNext.asNext).toEqual({
      url: expect.stringMatching(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/v1\/incoming\/9\?asNext=1$/),
      path: "/v1/incoming/9",
      peer: "from-the-socket",
      same: true,
      text: '{"a":1}',
    });
  });

  it("leaves everything unusual to Next", async () => {
    const next = async (url: string, init?: RequestInit) => (await fetch(`${base}${url}`, init)).status;
    // a method the route file does not export, HEAD, a path no route file matches
    expect(await next("/v1/things/special", { method: "DELETE" })).toBe(599);
    expect(await next("/v1/things", { method: "HEAD" })).toBe(599);
    expect(await next("/v1/nothing/here/at/all")).toBe(599);
    // percent-encoding, a trailing slash, an empty segment
    expect(await next("/v1/things/%34%32")).toBe(599);
    expect(await next("/v1/things/")).toBe(599);
    expect(await next("/v1//things")).toBe(599);
    // outside /v1
    expect(await next("/overview")).toBe(599);
    // a route module that cannot be loaded
    expect(await next("/v1/broken")).toBe(599);
  });
});
