import { readPdf } from "../../lib/test/read-pdf";
import { expect, test } from "../fixtures";
import { ok, paidPix } from "../support/money";

// Receipts by content negotiation over HTTP (docs/api.md, "Receipts as PDF"): every answer here is
// checked against /v1/openapi.json by the fixture, the PDF ones included.

test("GET a transaction or transfer with Accept: application/pdf answers its receipt; JSON otherwise; 404 for another company", async ({
  merchant,
  otherMerchant,
}) => {
  const t = await paidPix(merchant.api, 123456);
  const json = await merchant.api.get(`/v1/transactions/${t.id}`, { headers: { accept: "application/json, */*" } });
  expect(json.headers()["content-type"]).toMatch(/^application\/json/);
  expect(json.headers()["vary"]).toContain("Accept");

  const pdf = await merchant.api.get(`/v1/transactions/${t.id}`, { headers: { accept: "application/pdf" } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(`inline; filename=comprovante-${t.id}.pdf`);
  expect(pdf.headers()["cache-control"]).toBe("no-store");
  const { texts } = await readPdf(await pdf.body());
  expect(texts).toContain("R$ 1.234,56");
  expect(texts).toContain((t.pix as { end2EndId: string }).end2EndId);

  const foreign = await otherMerchant.api.get(`/v1/transactions/${t.id}`, { headers: { accept: "application/pdf" } });
  expect(foreign.status()).toBe(404);
  expect(await foreign.json()).toMatchObject({ code: "not_found" });

  const transfer = await ok(
    await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 50000 } }),
  );
  const receipt = await merchant.api.get(`/v1/transfers/${transfer.id}`, { headers: { accept: "application/pdf" } });
  expect(receipt.headers()["content-type"]).toBe("application/pdf");
  expect((await readPdf(await receipt.body())).texts).toContain("R$ 500,00");
  const other = await otherMerchant.api.get(`/v1/transfers/${transfer.id}`, { headers: { accept: "application/pdf" } });
  expect(other.status()).toBe(404);
});
