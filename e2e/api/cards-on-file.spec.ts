import { customer, expect, test, transactionBody } from "../fixtures";
import { ok } from "../support/money";

// Cards on file over HTTP (docs/api.md, Cards on file); every answer is checked against the OpenAPI
// document by the fixtures.

test.describe("cards on file", () => {
  test("a card kept on file charges again by id for its customer only, until it is removed", async ({
    merchant,
    otherMerchant,
  }) => {
    const maria = customer({ name: "Maria Lima" });
    const first = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", {
          customer: maria,
          card: { ...transactionBody("credit_card").card, reusable: true },
        }),
      }),
    );
    expect(first).toMatchObject({ status: "paid", card: { reusable: true, lastDigits: "1111" } });
    const cardId = first.card.id;

    const cards = await ok(await merchant.api.get(`/v1/customers/${first.customer.id}/cards`));
    expect(cards).toEqual([expect.objectContaining({ id: cardId, brand: "visa", reusable: true })]);
    expect(JSON.stringify(cards)).not.toMatch(/token/i);

    // charged again by id, with the CVV the payer gave; the same request twice is one charge
    const again = () =>
      merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", { customer: maria, card: { id: cardId, cvv: "123" } }),
        headers: { "idempotency-key": `card-on-file-${cardId}` },
      });
    const second = await ok(await again());
    expect(second).toMatchObject({ status: "paid", card: { id: cardId, reusable: true } });
    expect(await ok(await again())).toEqual(second);

    // not for another customer, nor at another company
    const joao = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { customer: customer({ name: "Joao" }), card: { id: cardId } }),
    });
    expect(joao.status()).toBe(404);
    expect(await joao.json()).toMatchObject({ code: "not_found", details: { field: "card.id" } });
    const foreign = await otherMerchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { customer: maria, card: { id: cardId } }),
    });
    expect(foreign.status()).toBe(404);
    expect((await otherMerchant.api.delete(`/v1/cards/${cardId}`)).status()).toBe(404);
    expect((await otherMerchant.api.get(`/v1/customers/${first.customer.id}/cards`)).status()).toBe(404);

    const removed = await merchant.api.delete(`/v1/cards/${cardId}`);
    expect(removed.status()).toBe(204);
    expect(await ok(await merchant.api.get(`/v1/customers/${first.customer.id}/cards`))).toEqual([]);
    expect((await merchant.api.delete(`/v1/cards/${cardId}`)).status()).toBe(404);
    const afterRemoval = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { customer: maria, card: { id: cardId } }),
    });
    expect(afterRemoval.status()).toBe(404);
    // the payments made with it keep its card
    expect(await ok(await merchant.api.get(`/v1/transactions/${first.id}`))).toMatchObject({
      card: { id: cardId, lastDigits: "1111", reusable: false },
    });
    expect(await merchant.api.get("/v1/transactions").then((r) => r.json())).toHaveLength(2);
  });
});
