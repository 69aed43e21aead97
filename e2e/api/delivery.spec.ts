import { expect, test, transactionBody } from "../fixtures";
import { issuePaths, ok, paidCard } from "../support/money";

test.describe("PUT|PATCH /v1/transactions/{id}/delivery", () => {
  test("status and tracking code show in the transaction's delivery and its list filter", async ({ merchant }) => {
    const t = await paidCard(merchant.api, 10000, { traceable: true });
    expect(t.delivery).toEqual({ status: "waiting", trackingCode: null });

    const shipped = await ok(
      await merchant.api.put(`/v1/transactions/${t.id}/delivery`, {
        data: { status: "in_transit", trackingCode: "BR123456789BR" },
      }),
    );
    expect(shipped).toMatchObject({
      id: t.id,
      status: "paid",
      delivery: { status: "in_transit", trackingCode: "BR123456789BR" },
    });

    // a later update without trackingCode keeps it
    const delivered = await ok(
      await merchant.api.patch(`/v1/transactions/${t.id}/delivery`, { data: { status: "delivered" } }),
    );
    expect(delivered.delivery).toEqual({ status: "delivered", trackingCode: "BR123456789BR" });

    const other = await paidCard(merchant.api, 10000, { traceable: true });
    const ids = async (q: string) =>
      (await (await merchant.api.get(`/v1/transactions?${q}`)).json()).map((x: { id: number }) => x.id);
    expect(await ids("deliveryStatus=delivered")).toEqual([t.id]);
    expect(await ids("deliveryStatus=waiting")).toEqual([other.id]);
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({
      delivery: { status: "delivered" },
    });
  });

  test("an untraced transaction gets a delivery when one is reported; an empty tracking code clears it", async ({
    merchant,
  }) => {
    const t = await paidCard(merchant.api);
    expect(t.delivery).toBeNull();
    expect(
      (
        await ok(
          await merchant.api.patch(`/v1/transactions/${t.id}/delivery`, {
            data: { status: "in_transit", trackingCode: "X1" },
          }),
        )
      ).delivery,
    ).toEqual({ status: "in_transit", trackingCode: "X1" });
    expect(
      (
        await ok(
          await merchant.api.put(`/v1/transactions/${t.id}/delivery`, {
            data: { status: "waiting", trackingCode: "" },
          }),
        )
      ).delivery,
    ).toEqual({ status: "waiting", trackingCode: null });
  });

  test("invalid status, missing status or a too long tracking code are 400", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: "lost" }, "status"],
      [{ trackingCode: "A1" }, "status"],
      [{ status: "delivered", trackingCode: "x".repeat(101) }, "trackingCode"],
    ];
    for (const [data, path] of cases) {
      const res = await merchant.api.patch(`/v1/transactions/${t.id}/delivery`, { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(await issuePaths(res)).toEqual([path]);
    }
  });

  test("only paid goods ship: an unpaid or refused transaction is 422 invalid_state", async ({ merchant }) => {
    const pix = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    const res = await merchant.api.put(`/v1/transactions/${pix.id}/delivery`, { data: { status: "in_transit" } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state", details: { status: "waiting_payment" } });
    const body = transactionBody("credit_card");
    const refused = await ok(
      await merchant.api.post("/v1/transactions", {
        data: { ...body, card: { ...body.card, number: "4000000000009995" } },
      }),
    );
    expect(
      (await merchant.api.put(`/v1/transactions/${refused.id}/delivery`, { data: { status: "in_transit" } })).status(),
    ).toBe(422);
  });

  test("another company's transaction and unknown ids are 404", async ({ merchant, otherMerchant }) => {
    const t = await paidCard(merchant.api);
    const res = await otherMerchant.api.put(`/v1/transactions/${t.id}/delivery`, { data: { status: "delivered" } });
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found", resource: "transaction" });
    expect((await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).delivery).toBeNull();
    expect(
      (await merchant.api.patch("/v1/transactions/999999999/delivery", { data: { status: "delivered" } })).status(),
    ).toBe(404);
  });
});
