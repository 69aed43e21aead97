import { describe, expect, it } from "vitest";

import { parseJsonText } from "./parse";

describe("parseJsonText: snake_case aliases", () => {
  it("camelCases keys, except inside metadata", () => {
    expect(
      parseJsonText(
        JSON.stringify({ recipient_id: 1, bank_account: { agency_number: "1" }, metadata: { order_id: "x" } }),
      ),
    ).toEqual({ recipientId: 1, bankAccount: { agencyNumber: "1" }, metadata: { order_id: "x" } });
  });

  it("accepts a field sent in both spellings with the same value, and refuses different ones rather than drop either", () => {
    expect(parseJsonText(JSON.stringify({ pixKey: "a@b.c", pix_key: "a@b.c" }))).toEqual({ pixKey: "a@b.c" });
    for (const body of [
      { pixKey: "a@b.c", pix_key: "x@y.z" },
      { pix_key: "x@y.z", pixKey: "a@b.c" },
    ])
      expect(() => parseJsonText(JSON.stringify(body))).toThrow(
        expect.objectContaining({
          code: "bad_request",
          details: { issues: [{ path: "pixKey", message: expect.any(String) }] },
        }),
      );
    expect(() => parseJsonText(JSON.stringify({ splits: [{ recipientId: 1, recipient_id: 2 }] }))).toThrow(
      expect.objectContaining({ details: { issues: [expect.objectContaining({ path: "splits.0.recipientId" })] } }),
    );
  });
});
