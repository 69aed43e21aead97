import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { proxy } from "@/proxy";

// Cielo's paths end in "/" (POST /1/sales/, POST /1/card/): the app's built-in Cielo server under
// /sandbox/cielo gets them as they are, where other pages' trailing slashes are redirected.

describe("the built-in Cielo server's paths in proxy.ts", () => {
  it("POST /sandbox/cielo/1/sales/ is rewritten to the route, not redirected", () => {
    for (const path of ["/sandbox/cielo/1/sales/", "/sandbox/cielo/1/card/"]) {
      const res = proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { method: "POST" }));
      expect(res.status).toBe(200);
      expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe(path.slice(0, -1));
    }
  });

  it("other pages' trailing slashes are still redirected", () => {
    const res = proxy(new NextRequest("http://127.0.0.1:3000/docs/guide/"));
    expect(res.status).toBe(308);
  });
});
