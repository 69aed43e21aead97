import { describe, expect, it } from "vitest";

import { parseSignInForm } from "./sign-in-form";

const FORM = "application/x-www-form-urlencoded";

describe("parseSignInForm", () => {
  it("reads the login page's form", () => {
    const form = parseSignInForm(`${FORM};charset=UTF-8`, "email=ana%40example.com&password=x+y&json=true");
    expect(Object.fromEntries(form)).toEqual({ email: "ana@example.com", password: "x y", json: "true" });
  });

  it("refuses a field given twice, whatever its spelling of the value", () => {
    for (const body of [
      "email=a%40x.com&email=b%40x.com",
      "email=&email=b%40x.com&password=1",
      "password=1&password=1",
    ])
      expect(() => parseSignInForm(FORM, body), body).toThrow(expect.objectContaining({ code: "bad_request" }));
  });

  it("refuses a body that is not a URL-encoded form", () => {
    for (const type of [null, "application/json", "multipart/form-data; boundary=x", "text/plain"])
      expect(() => parseSignInForm(type, "email=a%40x.com"), String(type)).toThrow(
        expect.objectContaining({ code: "unsupported_media_type" }),
      );
  });
});
