import { expect, test } from "../fixtures";
import { balance, createRecipient, issuePaths, ok, paidCard, paidPix } from "../support/money";

type Operation = {
  id: number;
  recipientId: number;
  type: string;
  amount: number;
  balanceAfter: number;
  createdAt: string;
  transactionId: number | null;
  refundId: number | null;
  transferId: number | null;
};

const operations = async (api: Parameters<typeof balance>[0], query = "") =>
  (await ok(await api.get(`/v1/balance/operations${query}`))) as unknown as Operation[];

test.describe("GET /v1/balance/operations (statement)", () => {
  test("lists every movement newest first; each balanceAfter is the running sum and the newest is today's balance", async ({
    merchant,
  }) => {
    const pix = await paidPix(merchant.api, 10000);
    const card = await paidCard(merchant.api, 20000);
    const refund = await ok(await merchant.api.post(`/v1/transactions/${pix.id}/refund`, { data: { amount: 3000 } }));
    const transfer = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 1000 } }),
    );
    await ok(await merchant.api.post(`/v1/transfers/${transfer.id}/sandbox/fail`));

    const ops = await operations(merchant.api);
    const types = ops.map((o) => o.type).reverse();
    expect(types.slice(0, 2).sort()).toEqual(["fee", "payment"]);
    expect(types).toEqual(expect.arrayContaining(["refund", "transfer", "transfer_reversal"]));
    // newest first by the date shown, equal dates newest id first
    const byDate = (a: Operation, b: Operation) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
    expect(ops.map((o) => o.id)).toEqual([...ops].sort(byDate).map((o) => o.id));
    // oldest to newest, each balance is the previous one plus the movement
    let running = 0;
    for (const o of [...ops].reverse()) {
      running += o.amount;
      expect(o.balanceAfter, `operation ${o.id} (${o.type})`).toBe(running);
    }
    const now = await balance(merchant.api);
    expect(ops[0].balanceAfter).toBe(now.available + now.waitingFunds);
    // each movement names what caused it
    expect(ops.find((o) => o.type === "payment" && o.transactionId === card.id)?.amount).toBe(20000);
    expect(ops.find((o) => o.type === "refund")).toMatchObject({ transactionId: pix.id, refundId: refund.id });
    expect(ops.filter((o) => o.transferId === transfer.id).map((o) => o.type)).toEqual(
      expect.arrayContaining(["transfer", "transfer_reversal"]),
    );
  });

  test("filters by type and date without changing any running balance; pages by keyset", async ({ merchant }) => {
    for (const amount of [1000, 2000, 3000]) await paidPix(merchant.api, amount);
    const all = await operations(merchant.api);
    expect(all).toHaveLength(6);

    const res = await merchant.api.get("/v1/balance/operations?type=payment");
    expect(res.headers()["x-total-count"]).toBe("3");
    const payments = (await res.json()) as Operation[];
    expect(payments.map((o) => o.amount)).toEqual([3000, 2000, 1000]);
    for (const p of payments) expect(p.balanceAfter).toBe(all.find((o) => o.id === p.id)!.balanceAfter);

    expect(await operations(merchant.api, `?to=${encodeURIComponent("2000-01-01T00:00:00Z")}`)).toEqual([]);
    expect(await operations(merchant.api, "?from=2000-01-01&type=fee,payment")).toHaveLength(6);

    const seen: number[] = [];
    let query = "?limit=4";
    for (;;) {
      const page = await merchant.api.get(`/v1/balance/operations${query}`);
      expect(page.headers()["x-total-count"]).toBe("6");
      seen.push(...((await page.json()) as Operation[]).map((o) => o.id));
      const next = page.headers()["x-next-starting-after"];
      if (!next) break;
      query = `?limit=4&starting_after=${next}`;
    }
    expect(seen).toEqual(all.map((o) => o.id));
  });

  test("a split recipient's statement shows its share only; another company's recipient is 404", async ({
    merchant,
    otherMerchant,
  }) => {
    const r = await createRecipient(merchant.api);
    const t = await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 2500 }] });
    expect(await operations(merchant.api, `?recipientId=${r.id}`)).toEqual([
      expect.objectContaining({ type: "payment", amount: 2500, balanceAfter: 2500, transactionId: t.id }),
    ]);
    for (const url of [
      `/v1/balance/operations?recipientId=${r.id}`,
      `/v1/balance/operations/export.csv?recipientId=${r.id}`,
    ]) {
      const res = await otherMerchant.api.get(url);
      expect(res.status(), url).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "recipient" });
    }
  });

  test("bad filters are 400 naming the parameter", async ({ merchant }) => {
    for (const [query, path] of [
      ["?type=bonus", "type.0"],
      ["?from=yesterday", "from"],
      ["?limit=0", "limit"],
      ["?startingAfter=-1", "startingAfter"],
    ]) {
      const res = await merchant.api.get(`/v1/balance/operations${query}`);
      expect(res.status(), query).toBe(400);
      expect(await issuePaths(res), query).toContain(path);
    }
  });

  test("the CSV export holds the same movements for a pt-BR spreadsheet", async ({ merchant }) => {
    await paidPix(merchant.api, 12345);
    const res = await merchant.api.get("/v1/balance/operations/export.csv");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/csv");
    expect(res.headers()["content-disposition"]).toMatch(/attachment; filename="extrato-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "ID;Data;Tipo;Valor (R$);Saldo após (R$);Disponível em;Transação;Estorno;Transferência;Antecipação",
    );
    expect(lines).toHaveLength(3);
    const [fee, payment] = lines.slice(1).map((l) => l.split(";"));
    expect(payment.slice(2, 5)).toEqual(["Pagamento", "123,45", "123,45"]);
    expect(fee[2]).toBe("Taxa");
    expect(fee[3]).toMatch(/^-\d+,\d{2}$/);
  });
});
