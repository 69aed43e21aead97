import http from "node:http";

import { expect, test } from "../fixtures";
import { signIn } from "../support/session";

// A body is never read past its route's limit: a larger Content-Length is a 413 before a byte is
// read, and a chunked body (no length) is dropped the moment it passes the limit — the server
// answers while the client is still sending, instead of buffering the whole upload first.

const TOTAL = 50 * 1_048_576;

type Outcome = { status: number; body: Record<string, unknown>; sentWhenAnswered: number };

/**
 * Streams up to `TOTAL` bytes of `fill` to `path`, 64 KB at a time and only as fast as the
 * server takes them (backpressure); stops sending as soon as the answer's head arrives.
 * `declaredLength`: send that Content-Length instead of chunked.
 */
function upload(baseURL: string, path: string, headers: Record<string, string>, declaredLength?: number) {
  return new Promise<Outcome>((resolve, reject) => {
    const req = http.request(new URL(path, baseURL), {
      method: "POST",
      headers: {
        ...headers,
        ...(declaredLength === undefined ? { "transfer-encoding": "chunked" } : { "content-length": declaredLength }),
      },
    });
    const chunk = Buffer.alloc(65_536, 0x61);
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < TOTAL) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()), sentWhenAnswered });
      });
    });
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    pump();
  });
}

test("a 50 MB chunked body to the public card-hash route is a 413 JSON before the client has sent it", async ({
  baseURL,
}) => {
  const r = await upload(baseURL!, "/v1/card-hashes", { "content-type": "application/json" });
  expect(r.status).toBe(413);
  expect(r.body).toMatchObject({ code: "payload_too_large", message: expect.stringMatching(/1 MB/) });
  expect(r.sentWhenAnswered).toBeLessThan(TOTAL);
});

test("a Content-Length above the limit is a 413 before the body is read", async ({ baseURL }) => {
  // the client streams as fast as the server reads; the answer comes first
  const r = await upload(baseURL!, "/v1/card-hashes", { "content-type": "application/json" }, TOTAL);
  expect(r.status).toBe(413);
  expect(r.body).toMatchObject({ code: "payload_too_large" });
  expect(r.sentWhenAnswered).toBeLessThan(TOTAL);
});

test("a 50 MB chunked sign-in is a 413 JSON before the client has sent it; a normal sign-in still works", async ({
  baseURL,
  merchant,
  playwright,
}) => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const r = await upload(baseURL!, "/api/auth/callback/credentials", form);
  expect(r.status).toBe(413);
  expect(r.body).toMatchObject({ code: "payload_too_large" });
  expect(r.sentWhenAnswered).toBeLessThan(TOTAL);
  const declared = await upload(baseURL!, "/api/auth/callback/credentials", form, TOTAL);
  expect(declared.status).toBe(413);

  const ctx = await playwright.request.newContext({ baseURL });
  try {
    expect((await signIn(ctx, merchant.email, merchant.password)).user.email).toBe(merchant.email);
  } finally {
    await ctx.dispose();
  }
});

test("a 50 MB chunked JSON body to an authenticated route and to a public payment route is a 413 too", async ({
  baseURL,
  merchant,
}) => {
  const auth = `Basic ${Buffer.from(`${merchant.apiKey}:x`).toString("base64")}`;
  const r = await upload(baseURL!, "/v1/customers", { "content-type": "application/json", authorization: auth });
  expect(r.status).toBe(413);
  expect(r.body).toMatchObject({ code: "payload_too_large" });
  expect(r.sentWhenAnswered).toBeLessThan(TOTAL);
  const pay = await upload(baseURL!, "/api/public/payment-links/no-such-link/transactions", {
    "content-type": "application/json",
  });
  expect(pay.status).toBe(413);
  expect(pay.body).toMatchObject({ code: "payload_too_large" });
  expect(pay.sentWhenAnswered).toBeLessThan(TOTAL);
});
