import { readFile } from "node:fs/promises";

import { readPdf } from "../../lib/test/read-pdf";
import { logIn } from "../dashboard/login";
import { expect, test, transactionBody } from "../fixtures";
import { pathOf, watchCsp } from "./helpers";

// The printable boleto as a PDF (docs/checkout.md, "Printable boleto (PDF)"): the boleto's address
// answers a PDF to Accept: application/pdf and its page otherwise; the page links to it.

const formatLine = (d: string) =>
  `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;

test("a boleto's address answers its PDF to Accept: application/pdf, its page otherwise", async ({
  request,
  merchant,
}) => {
  const res = await merchant.api.post("/v1/transactions", { data: transactionBody("boleto", { amount: 4990 }) });
  expect(res.status(), await res.text()).toBe(200);
  const t = await res.json();
  const company = await (await merchant.api.get("/v1/company")).json();
  const url = pathOf(t.boleto.url);
  expect(url).toBe(`/checkout/${t.secureId}/boleto`);

  const pdf = await request.get(url, { headers: { accept: "application/pdf" } });
  expect(pdf.status(), await pdf.text()).toBe(200);
  const headers = pdf.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe(`inline; filename="boleto-${t.id}.pdf"`);
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const { texts } = await readPdf(body);
  expect(texts).toContain(formatLine(t.boleto.digitableLine));
  expect(texts.join("\n")).toContain(company.legalName);
  expect(texts.join("\n")).toContain(t.customer.name);
  expect(texts).toContain("R$ 49,90");
  expect(texts).toContain("001-9");

  // the same bytes at the sibling address the download button uses
  const direct = await request.get(`${url}/pdf`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()["content-type"]).toBe("application/pdf");

  // a browser's Accept, or none: the page
  for (const accept of [
    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "text/html, application/pdf",
  ]) {
    const page = await request.get(url, { headers: { accept } });
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toContain("text/html");
  }

  // unknown secureId, or a transaction that is not a boleto: the checkout routes' JSON 404
  const pix = await (await merchant.api.post("/v1/transactions", { data: transactionBody("pix") })).json();
  for (const secureId of ["AAAAAAAAAAAAAAAAAAAA", pix.secureId]) {
    const missing = await request.get(`/checkout/${secureId}/boleto`, { headers: { accept: "application/pdf" } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toContain("application/json");
    expect(await missing.json()).toMatchObject({ code: "not_found", message: expect.any(String) });
  }

  // paid: no barcode to pay again
  const pay = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`, { data: {} });
  expect(pay.status(), await pay.text()).toBe(200);
  const paid = await request.get(url, { headers: { accept: "application/pdf" } });
  expect(paid.status()).toBe(422);
  expect(await paid.json()).toMatchObject({ code: "invalid_state", details: { status: "paid" } });
});

test("the hosted boleto page offers “Baixar PDF”, which downloads the PDF", async ({ page, merchant }) => {
  const res = await merchant.api.post("/v1/transactions", { data: transactionBody("boleto", { amount: 12345 }) });
  expect(res.status(), await res.text()).toBe(200);
  const t = await res.json();
  const csp = watchCsp(page);
  await page.goto(pathOf(t.boleto.url));
  const link = page.getByRole("link", { name: "Baixar PDF" });
  await expect(link).toHaveAttribute("href", `/checkout/${t.secureId}/boleto/pdf`);
  await expect(link).toHaveAttribute("download", "");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`boleto-${t.id}.pdf`);
  const { texts } = await readPdf(await readFile(await download.path()));
  expect(texts).toContain(formatLine(t.boleto.digitableLine));
  expect(texts).toContain("R$ 123,45");
  expect(csp).toEqual([]);
});

test("the dashboard's transaction page of a waiting boleto offers “Baixar PDF”; once paid it does not", async ({
  page,
  merchant,
}) => {
  const res = await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") });
  expect(res.status(), await res.text()).toBe(200);
  const t = await res.json();
  await logIn(page, merchant, `/transactions/${t.id}`);
  const link = page.getByRole("link", { name: "Baixar PDF" });
  await expect(link).toHaveAttribute("href", `${t.boleto.url}/pdf`);
  await expect(link).toHaveAttribute("download", "");
  const pdf = await page.request.get(`${pathOf(t.boleto.url)}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const pay = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`, { data: {} });
  expect(pay.status(), await pay.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole("link", { name: "Abrir boleto" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Baixar PDF" })).toHaveCount(0);
});
