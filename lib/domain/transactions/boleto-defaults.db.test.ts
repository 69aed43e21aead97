import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { POST } from "@/app/v1/transactions/route";
import { makeCompany, txInput } from "@/lib/test/factories";

// POST /v1/transactions through the real request pipeline and database: a boleto sent without a
// `boleto` object is a boleto with the defaults (due in 3 São Paulo days), not a 400.
describe("a boleto without its `boleto` object (real route)", () => {
  it("is created with the default terms", async () => {
    const { apiKey } = await makeCompany();
    const { boleto: _omitted, ...input } = txInput("boleto");
    const post = (body: object) =>
      POST(
        new NextRequest("http://colmeia.test/v1/transactions", {
          method: "POST",
          headers: { "x-api-key": apiKey!, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({}) },
      );
    type Boleto = { status: string; paymentMethod: string; boleto: { barcode: string; expirationDate: string } };
    const res = await post(input);
    expect(res.status).toBe(200);
    const t = (await res.json()) as Boleto;
    expect(t).toMatchObject({ status: "waiting_payment", paymentMethod: "boleto" });
    expect(t.boleto.barcode).toMatch(/^\d{44}$/);
    // the same terms `boleto: {}` gets
    const withEmpty = (await (await post({ ...input, boleto: {} })).json()) as Boleto;
    expect(t.boleto.expirationDate).toBe(withEmpty.boleto.expirationDate);
  });
});
