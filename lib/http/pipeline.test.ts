import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setEnv } from "@/lib/test/set-env";

import { type Incoming, INCOMING_ENTRY, type IncomingEntry, incomingOf } from "./incoming";
import { pathId } from "./pipeline";
import { withPublic } from "./with-public";

// The one pipeline, seen through withPublic (no database needed until a handler asks for it):
// what a route declares arrives parsed, and every failure is the JSON error body.
const route = withPublic(
  {
    route: "/test/widgets/[widgetId]",
    params: { widgetId: pathId("widget") },
    body: z.object({ name: z.string().min(1), size: z.number().int().default(1) }),
    query: z.object({ verbose: z.enum(["true", "false"]).optional() }),
  },
  async ({ params, body, query }) => {
    if (body.name === "boom") throw new Error("secret detail from a driver");
    return Response.json({ id: params.widgetId, ...body, verbose: query.verbose ?? null });
  },
);

const call = (id: string, body?: string, search = "") =>
  route(new NextRequest(`http://local/test/widgets/${id}${search}`, { method: "POST", body }), {
    params: Promise.resolve({ widgetId: id }),
  });

describe("request pipeline", () => {
  // the 500 below is logged on purpose; the test output needs no request lines
  let level: string | undefined;
  beforeAll(() => {
    level = process.env.LOG_LEVEL;
    setEnv({ LOG_LEVEL: "silent" });
  });
  afterAll(() => setEnv({ LOG_LEVEL: level }));

  it("hands the handler typed params, body and query", async () => {
    const res = await call("42", JSON.stringify({ name: "a" }), "?verbose=true");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 42, name: "a", size: 1, verbose: "true" });
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{16}$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 404 naming the resource for ids that cannot exist", async () => {
    for (const id of ["0", "-1", "abc", "2147483648", "1e3", "12345678901"]) {
      const res = await call(id, JSON.stringify({ name: "a" }));
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "widget" });
    }
  });

  it("judges a missing body as {} and names each invalid field", async () => {
    const res = await call("1");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "bad_request",
      details: { issues: [expect.objectContaining({ path: "name" })] },
    });
  });

  it("refuses malformed JSON and bad query values as 400, never 500", async () => {
    expect((await call("1", "{nope")).status).toBe(400);
    const res = await call("1", JSON.stringify({ name: "a" }), "?verbose=maybe");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Invalid request query" });
  });

  it("answers an unexpected error as 500 with the request id and nothing of the error", async () => {
    const res = await call("1", JSON.stringify({ name: "boom" }));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      message: "Internal error",
      code: "internal_error",
      details: { requestId: expect.any(String) },
    });
    expect(JSON.stringify(body)).not.toContain("secret detail");
  });

  it("stops reading a body at 1 MB: a larger Content-Length is not read at all, a streamed one is dropped at the limit", async () => {
    // 50 MB offered 64 KB at a time; counts what the server pulled
    let pulled = 0;
    const chunk = new Uint8Array(65_536).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1_048_576) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await route(
      new NextRequest("http://local/test/widgets/1", {
        method: "POST",
        body: stream,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
      { params: Promise.resolve({ widgetId: "1" }) },
    );
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: "payload_too_large", message: /larger than 1 MB/ });
    expect(pulled).toBeLessThan(2 * 1_048_576);

    let touched = false;
    const declared = await route(
      new NextRequest("http://local/test/widgets/1", {
        method: "POST",
        headers: { "content-length": String(50 * 1_048_576) },
        body: new ReadableStream(
          {
            pull() {
              touched = true;
            },
          },
          { highWaterMark: 0 },
        ),
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
      { params: Promise.resolve({ widgetId: "1" }) },
    );
    expect(declared.status).toBe(413);
    expect(touched).toBe(false);
  });

  it("serves the fast lane's entry from the request as given, making the NextRequest only for a handler that reads it", async () => {
    const readsReq = withPublic({ route: "/test/echo", body: z.object({ name: z.string() }) }, async ({ req, body }) =>
      Response.json({ name: body.name, agent: req.headers.get("user-agent") }),
    );
    // the fast lane's view of a request (lib/http/fast-lane.ts): counts the NextRequests asked for
    const given = (bodyText: string) => {
      const made = new NextRequest("http://local/test/widgets/5?verbose=true", {
        method: "POST",
        headers: { "user-agent": "ua/1" },
        body: bodyText,
      });
      const incoming: Incoming & { asked: number } = {
        ...incomingOf(made),
        body: new TextEncoder().encode(bodyText),
        asked: 0,
        request() {
          incoming.asked++;
          return made;
        },
      };
      return incoming;
    };
    const entry = (handler: object) => (handler as { [INCOMING_ENTRY]: IncomingEntry })[INCOMING_ENTRY];
    const plain = given(JSON.stringify({ name: "a" }));
    const res = await entry(route)(plain, { widgetId: "5" });
    expect(await res.json()).toEqual({ id: 5, name: "a", size: 1, verbose: "true" });
    expect(plain.asked).toBe(0);
    const reading = given(JSON.stringify({ name: "b" }));
    expect(await (await entry(readsReq)(reading, {})).json()).toEqual({ name: "b", agent: "ua/1" });
    expect(reading.asked).toBe(1);
  });
});
