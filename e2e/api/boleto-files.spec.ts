import { expect, test, transactionBody } from "../fixtures";
import { ok } from "../support/money";

// The boleto rail's CNAB 240 files over HTTP (docs/rails.md, Boleto rail), with the built-in bank:
// every JSON answer is checked against the OpenAPI document by the fixtures.

test.describe("boleto files", () => {
  test("a remessa registers the boletos; the bank's retorno comes back; a retorno is imported once and whole", async ({
    merchant,
    otherMerchant,
  }) => {
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("boleto", {
          boleto: { expiresInDays: 5, fine: { percentage: 2 }, interest: { monthlyPercentage: 1 } },
        }),
      }),
    );
    expect(t.boleto).toMatchObject({ bank: "001", nossoNumero: expect.stringMatching(/^\d{17}$/) });
    expect(t.boleto.instructions).toContain("multa de 2%");

    const remessa = await ok(await merchant.api.post("/v1/boleto-files/remessa"));
    expect(remessa).toMatchObject({ kind: "remessa", recordCount: 7 });
    expect((await merchant.api.post("/v1/boleto-files/remessa")).status()).toBe(204);

    const download = await merchant.api.get(`/v1/boleto-files/${remessa.id}`);
    expect(download.headers()["content-type"]).toContain("text/plain");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="remessa-\d{6}-\d+\.rem"$/);
    const text = await download.text();
    const lines = text.split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines.every((l) => l.length === 240)).toBe(true);
    expect((await otherMerchant.api.get(`/v1/boleto-files/${remessa.id}`)).status()).toBe(404);

    const files = await ok(await merchant.api.get("/v1/boleto-files"));
    const retorno = files.find((f: { kind: string }) => f.kind === "retorno");
    expect(retorno.summary).toMatchObject({ confirmed: 1 });
    const retornoText = await (await merchant.api.get(`/v1/boleto-files/${retorno.id}`)).text();

    // the same file again, as a plain body and as a multipart upload: nothing new
    const again = await ok(
      await merchant.api.post("/v1/boleto-files/retorno", {
        headers: { "content-type": "text/plain" },
        data: retornoText,
      }),
    );
    expect(again).toMatchObject({ id: retorno.id, imported: false });
    const upload = await ok(
      await merchant.api.post("/v1/boleto-files/retorno", {
        multipart: {
          file: {
            name: "retorno.ret",
            mimeType: "application/octet-stream",
            buffer: Buffer.from(retornoText, "latin1"),
          },
        },
      }),
    );
    expect(upload).toMatchObject({ id: retorno.id, imported: false });

    // a broken line: refused whole, with its line
    const broken = retornoText.replace(/\r\n/, "X\r\n");
    const refused = await merchant.api.post("/v1/boleto-files/retorno", {
      headers: { "content-type": "text/plain" },
      data: broken,
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "invalid_file", details: { line: 1 } });
    const empty = await merchant.api.post("/v1/boleto-files/retorno", {
      headers: { "content-type": "application/json" },
      data: {},
    });
    expect(empty.status()).toBe(400);
    expect(await ok(await merchant.api.get("/v1/boleto-files"))).toHaveLength(files.length);

    // paid at the built-in bank: a retorno through the same import
    const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000 });
    expect(await ok(await merchant.api.get("/v1/boleto-files"))).toHaveLength(files.length + 1);
  });
});
