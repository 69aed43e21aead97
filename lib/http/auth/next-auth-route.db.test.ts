import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { authSecret } from "@/lib/platform/env";

// next-auth picks its action and provider from the first two path segments (params.nextauth), so
// /api/auth/callback/credentials/anything is the credentials sign-in and /api/auth/session/anything
// the session: the route's checks must see those paths as next-auth does.
const ctx = (path: string) => ({ params: Promise.resolve({ nextauth: path.split("/") }) });

describe("next-auth's route (real handler)", () => {
  it("parses and throttles a sign-in posted under an extra path segment like the plain one", async () => {
    for (const path of ["callback/credentials", "callback/credentials/x", "callback/credentials/x/y"]) {
      const res = await POST(
        new NextRequest(`http://colmeia.test/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "email=a%40x.com&email=b%40x.com&password=x",
        }),
        ctx(path),
      );
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ code: "bad_request", details: { field: "email" } });
    }
  });

  it("checks the server-side session under an extra path segment too", async () => {
    // a well-signed session cookie of a user the server no longer has: no session on both spellings
    const cookie = await encode({ token: { sub: "2147483000", sv: 0, email: "gone@x.com" }, secret: authSecret() });
    for (const [method, path] of [
      ["GET", "session"],
      ["GET", "session/x"],
      ["POST", "session"],
      ["POST", "session/x"],
    ]) {
      const res = await (method === "GET" ? GET : POST)(
        new NextRequest(`http://colmeia.test/api/auth/${path}`, {
          method,
          headers: { cookie: `next-auth.session-token=${cookie}` },
        }),
        ctx(path),
      );
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(await res.json(), `${method} ${path}`).toEqual({});
    }
  });
});
