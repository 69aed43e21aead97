import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { GET as getTransactionRoute } from "@/app/v1/transactions/[transactionId]/route";
import { GET as getTransferRoute } from "@/app/v1/transfers/[transferId]/route";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { makeCompany, txInput } from "@/lib/test/factories";
import { readPdf } from "@/lib/test/read-pdf";

// GET /v1/transactions/{id} and /v1/transfers/{id} answer JSON unless Accept ranks application/pdf
// above it, then the receipt; only for the company's own objects (docs/api.md, "Receipts as PDF").

const call = (
  route: typeof getTransactionRoute,
  path: string,
  params: Record<string, string>,
  apiKey: string,
  accept?: string,
) =>
  route(
    new NextRequest(`http://colmeia.test${path}`, {
      headers: { authorization: `Basic ${Buffer.from(`${apiKey}:x`).toString("base64")}`, ...(accept && { accept }) },
    }),
    { params: Promise.resolve(params) },
  );

describe("receipts by content negotiation", () => {
  it("a transaction: JSON by default and when JSON ranks as high, the PDF when it ranks above; 404 for another company", async () => {
    const { company, apiKey } = await makeCompany();
    const other = await makeCompany();
    const t = await createTransaction({ companyId: company.id, input: txInput("pix", { amount: 123456 }) });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    const path = `/v1/transactions/${t.id}`;
    const params = { transactionId: String(t.id) };

    for (const accept of [undefined, "application/json", "application/json, application/pdf", "*/*"]) {
      const res = await call(getTransactionRoute, path, params, apiKey, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-type"), accept).toMatch(/^application\/json/);
      expect(res.headers.get("vary")).toBe("Accept");
      expect(((await res.json()) as { id: number }).id).toBe(t.id);
    }

    const res = await call(getTransactionRoute, path, params, apiKey, "application/pdf, application/json;q=0.5");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename=comprovante-${t.id}.pdf`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.texts).toContain("R$ 1.234,56");
    expect(pdf.texts).toContain(company.tradeName);

    const foreign = await call(getTransactionRoute, path, params, other.apiKey, "application/pdf");
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await foreign.json()).toMatchObject({ code: "not_found" });
    expect((await call(getTransactionRoute, path, params, "sk_test_nope", "application/pdf")).status).toBe(401);
  });

  it("a transfer: the PDF when asked, 404 for another company's", async () => {
    const { company, apiKey, ownRecipientId } = await makeCompany();
    const other = await makeCompany();
    const t = await createTransaction({ companyId: company.id, input: txInput("pix", { amount: 50000 }) });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    const transfer = await createTransfer({
      companyId: company.id,
      input: { recipientId: ownRecipientId, amount: 20000 },
    });
    const path = `/v1/transfers/${transfer.id}`;
    const params = { transferId: String(transfer.id) };

    const json = await call(getTransferRoute, path, params, apiKey);
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    const res = await call(getTransferRoute, path, params, apiKey, "application/pdf");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename=comprovante-transferencia-${transfer.id}.pdf`,
    );
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.texts).toContain("Comprovante de transferência");
    expect(pdf.texts).toContain("R$ 200,00");
    expect((await call(getTransferRoute, path, params, other.apiKey, "application/pdf")).status).toBe(404);
  });
});
