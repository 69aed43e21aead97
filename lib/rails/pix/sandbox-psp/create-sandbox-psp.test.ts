import { describe, expect, it } from "vitest";

import { createSandboxPsp } from "./create-sandbox-psp";

const psp = createSandboxPsp({ locationHost: "psp.example" });
const token = (authorization: string, body = "grant_type=client_credentials") =>
  psp(
    new Request("http://psp.example/sandbox/psp/oauth/token", {
      method: "POST",
      headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
  );
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

describe("built-in PSP: POST /oauth/token", () => {
  it("answers 401 invalid_client to Basic credentials that are not valid percent-encoding", async () => {
    for (const [id, secret] of [
      ["%", "x"],
      ["x", "%E0%A4%A"],
      ["%zz", "%"],
    ]) {
      const res = await token(basic(id, secret));
      expect(res.status, `${id}:${secret}`).toBe(401);
      expect(await res.json()).toEqual({ error: "invalid_client" });
    }
  });
});
