import { customer, expect, test, transactionBody } from "../fixtures";
import { issuePaths, ok, paidPix } from "../support/money";

// GET /v1/transactions/export.csv: the list's filters, every row (no paging), streamed CSV.

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

test.describe("GET /v1/transactions/export.csv", () => {
  test("exports exactly the filtered rows, newest first, in pt-BR CSV", async ({ merchant }) => {
    const buyer = customer({ name: 'Ana; "Compradora"' });
    const pix = [
      await paidPix(merchant.api, 1050, { customer: buyer }),
      await paidPix(merchant.api, 2000),
      await paidPix(merchant.api, 3000),
    ];
    const card = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));

    const res = await merchant.api.get("/v1/transactions/export.csv?paymentMethods=pix");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="transacoes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers()["x-total-count"]).toBe("3");
    const body = await res.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(body.toString("utf8"));
    expect(header).toBe(
      "ID;Data;Status;Método;Parcelas;Valor (R$);Estornado (R$);Taxa (R$);Líquido (R$);Cliente;E-mail;CPF/CNPJ;Telefone;Entrega;Código de rastreio;Pago em;Referência externa",
    );
    expect(rows.map((r) => Number(r.split(";")[0]))).toEqual(pix.map((t) => t.id).reverse());
    expect(rows.every((r) => r.includes(";Pago;Pix;"))).toBe(true);
    const first = rows[2];
    expect(first).toContain(";10,50;0,00;");
    expect(first).toContain(`;"Ana; ""Compradora""";${buyer.email};`);

    // the list's sort too: smallest amount first, as GET /v1/transactions?sort=amount lists them
    const byAmount = lines(
      await (await merchant.api.get("/v1/transactions/export.csv?paymentMethods=pix&sort=amount")).text(),
    );
    expect(byAmount.slice(1).map((r) => Number(r.split(";")[0]))).toEqual(pix.map((t) => t.id));

    const all = lines(await (await merchant.api.get("/v1/transactions/export.csv")).text());
    expect(all).toHaveLength(5);
    expect(all[1].startsWith(`${card.id};`)).toBe(true);
    const none = await merchant.api.get("/v1/transactions/export.csv?status=chargedback");
    expect(none.headers()["x-total-count"]).toBe("0");
    expect(lines(await none.text())).toHaveLength(1);
  });

  test("another company's rows never appear; bad filters are a JSON 400; no key a 401", async ({
    merchant,
    otherMerchant,
    request,
  }) => {
    await paidPix(merchant.api, 1000);
    const theirs = await otherMerchant.api.get("/v1/transactions/export.csv");
    expect(theirs.headers()["x-total-count"]).toBe("0");
    expect(lines(await theirs.text())).toHaveLength(1);

    const bad = await merchant.api.get("/v1/transactions/export.csv?status=bogus");
    expect(bad.status()).toBe(400);
    expect(bad.headers()["content-type"]).toContain("application/json");
    expect(await issuePaths(bad)).toEqual(["status.0"]);
    expect((await request.get("/v1/transactions/export.csv")).status()).toBe(401);
    const post = await merchant.api.post("/v1/transactions/export.csv", { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET");
  });
});
