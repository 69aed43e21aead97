import { expect, test } from "../fixtures";
import { createRecipient, issuePaths, ok, paidPix } from "../support/money";

// GET /v1/reports/{settlements,fees,splits,receivables} over HTTP: the three formats a merchant
// downloads, and the answers to bad input. What the figures mean is tested against the database
// in lib/domain/reports/reconciliation.db.test.ts.

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const REPORTS = ["settlements", "fees", "splits", "receivables"];

test.describe("GET /v1/reports/{settlements,fees,splits,receivables}", () => {
  test("answers JSON, CSV by Accept or ?format=, and XLSX, with a file name for the period", async ({ merchant }) => {
    await paidPix(merchant.api, 12345);
    const json = await ok(await merchant.api.get("/v1/reports/settlements"));
    const totals = json.totals as { gross: number; net: number };
    expect(totals.gross).toBe(12345);

    const csv = await merchant.api.get("/v1/reports/settlements", { headers: { accept: "text/csv" } });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toBe(
      `attachment; filename="relatorio-liquidacoes-${json.from}-a-${json.to}.csv"`,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines.at(-1)).toContain(";123,45;");

    const byQuery = await merchant.api.get(`/v1/reports/fees?format=csv&from=${json.from}&to=${json.to}`);
    expect(byQuery.headers()["content-disposition"]).toContain("relatorio-taxas-");

    for (const report of REPORTS) {
      const xlsx = await merchant.api.get(`/v1/reports/${report}`, { headers: { accept: XLSX } });
      expect(xlsx.status(), report).toBe(200);
      expect(xlsx.headers()["content-type"]).toBe(XLSX);
      // an XLSX is a zip file
      expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");
      expect(xlsx.headers()["content-disposition"]).toMatch(/\.xlsx"$/);
      // JSON when the client says nothing
      await ok(await merchant.api.get(`/v1/reports/${report}`));
    }
  });

  test("bad periods and formats are a 400 naming the field; another company's recipient a 404", async ({
    merchant,
    otherMerchant,
    request,
  }) => {
    for (const report of REPORTS) {
      const inverted = await merchant.api.get(`/v1/reports/${report}?from=2026-03-10&to=2026-03-01`);
      expect(inverted.status(), report).toBe(400);
      expect(await issuePaths(inverted)).toEqual(["from"]);
    }
    const tooLong = await merchant.api.get("/v1/reports/settlements?from=2024-01-01&to=2026-01-01");
    expect(tooLong.status()).toBe(400);
    expect(await issuePaths(tooLong)).toEqual(["to"]);
    const noSuchDay = await merchant.api.get("/v1/reports/fees?from=2026-02-30&to=2026-03-01");
    expect(noSuchDay.status()).toBe(400);
    expect(await issuePaths(noSuchDay)).toEqual(["from"]);
    const format = await merchant.api.get("/v1/reports/splits?format=pdf");
    expect(format.status()).toBe(400);
    expect(await issuePaths(format)).toEqual(["format"]);

    const theirs = await createRecipient(otherMerchant.api);
    const foreign = await merchant.api.get(`/v1/reports/splits?recipient_id=${theirs.id}`);
    expect(foreign.status()).toBe(404);
    expect((await foreign.json()).code).toBe("not_found");
    const mine = await ok(await merchant.api.get(`/v1/reports/splits?recipient_id=${merchant.recipientId}`));
    expect(mine.recipientId).toBe(merchant.recipientId);

    expect((await request.get("/v1/reports/receivables")).status()).toBe(401);
    const post = await merchant.api.post("/v1/reports/receivables", { data: {} });
    expect(post.status()).toBe(405);
  });
});
