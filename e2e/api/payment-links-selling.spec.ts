import sharp from "sharp";

import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { createRecipient, ok } from "../support/money";

const payerBody = () => ({
  paymentMethod: "pix",
  customer: {
    name: "Maria da Silva",
    email: `maria-${uid()}@example.com`,
    document: { number: "52998224725", type: "cpf" },
  },
});

test.describe("payment links that sell", () => {
  test("an image is resized to WebP, served publicly; anything else is a 400; once removed it is no longer served", async ({
    merchant,
    otherMerchant,
    request,
  }) => {
    const link = await ok(
      await merchant.api.post("/v1/payment-links", { data: { title: "Pote de mel", amount: 4500 } }),
    );
    // a colour of its own, so no other link anywhere shows the same (content-addressed) image
    const background = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: 48 };
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const withImage = await ok(
      await merchant.api.post(`/v1/payment-links/${link.id}/image`, {
        multipart: { image: { name: "mel.jpg", mimeType: "image/jpeg", buffer: photo } },
      }),
    );
    expect(withImage.imageUrl).toMatch(/\/api\/public\/payment-link-images\/[0-9a-f]{64}\.webp$/);
    const served = await request.get(new URL(withImage.imageUrl as string).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=300");
    const meta = await sharp(await served.body()).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 800 });
    // the same URL answers 304 to a browser that has it
    const again = await request.get(new URL(withImage.imageUrl as string).pathname, {
      headers: { "if-none-match": served.headers().etag },
    });
    expect(again.status()).toBe(304);

    const notImage = await merchant.api.post(`/v1/payment-links/${link.id}/image`, {
      multipart: { image: { name: "mel.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<svg onload=alert(1)>") } },
    });
    expect(notImage.status()).toBe(400);
    expect((await notImage.json()).details.issues[0].path).toBe("image");
    const tooBig = await merchant.api.post(`/v1/payment-links/${link.id}/image`, {
      multipart: { image: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024) } },
    });
    expect(tooBig.status()).toBe(413);
    const stranger = await otherMerchant.api.post(`/v1/payment-links/${link.id}/image`, {
      multipart: { image: { name: "mel.jpg", mimeType: "image/jpeg", buffer: photo } },
    });
    expect(stranger.status()).toBe(404);
    expect((await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).imageUrl).toBe(withImage.imageUrl);

    const removed = await ok(await merchant.api.delete(`/v1/payment-links/${link.id}/image`));
    expect(removed.imageUrl).toBeNull();
    const gone = await request.get(new URL(withImage.imageUrl as string).pathname);
    expect(gone.status()).toBe(404);
    expect((await gone.json()).code).toBe("not_found");
    // set again, then the link deleted: not served either
    const again2 = await ok(
      await merchant.api.post(`/v1/payment-links/${link.id}/image`, {
        multipart: { image: { name: "mel.jpg", mimeType: "image/jpeg", buffer: photo } },
      }),
    );
    expect((await request.get(new URL(again2.imageUrl as string).pathname)).status()).toBe(200);
    expect((await merchant.api.delete(`/v1/payment-links/${link.id}`)).status()).toBeLessThan(300);
    expect((await request.get(new URL(again2.imageUrl as string).pathname)).status()).toBe(404);
    expect((await request.get("/api/public/payment-link-images/not-a-sha.webp")).status()).toBe(404);
  });

  test("the selling fields round-trip, clear with null, and are checked", async ({ merchant }) => {
    const partner = await createRecipient(merchant.api);
    const link = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: {
          title: "Ingresso",
          amount: 5000,
          description: "Pista, sábado 20h",
          maxQuantity: 4,
          expiresAt: "2099-12-31T23:59:00.000Z",
          maxPayments: 100,
          redirectUrl: "https://loja.example.com/obrigado",
          splits: [{ recipientId: partner.id, percentage: 15 }],
          settings: { card: { freeInstallments: 3, interestPaidByPayer: true } },
        },
      }),
    );
    expect(link).toMatchObject({
      description: "Pista, sábado 20h",
      maxQuantity: 4,
      expiresAt: "2099-12-31T23:59:00.000Z",
      maxPayments: 100,
      paymentsLeft: 100,
      redirectUrl: "https://loja.example.com/obrigado",
      splits: [{ recipientId: partner.id, percentage: 15, chargeProcessingFee: false }],
      settings: { card: { freeInstallments: 3, interestPaidByPayer: true } },
    });
    const cleared = await ok(
      await merchant.api.patch(`/v1/payment-links/${link.id}`, {
        data: { description: null, expiresAt: null, maxPayments: null, redirectUrl: null, splits: [] },
      }),
    );
    expect(cleared).toMatchObject({
      description: null,
      expiresAt: null,
      maxPayments: null,
      paymentsLeft: null,
      redirectUrl: null,
      splits: [],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ maxQuantity: 0 }, "maxQuantity"],
      [{ maxQuantity: 101 }, "maxQuantity"],
      [{ maxPayments: 0 }, "maxPayments"],
      [{ expiresAt: "amanhã" }, "expiresAt"],
      [{ redirectUrl: "javascript:alert(1)" }, "redirectUrl"],
      [{ splits: [{ recipientId: partner.id, percentage: 101 }] }, "splits.0.percentage"],
      [{ splits: [{ recipientId: partner.id, percentage: 100 }] }, "splits"],
    ];
    for (const [data, path] of cases) {
      const res = await merchant.api.patch(`/v1/payment-links/${link.id}`, { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect((await res.json()).details.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const unknown = await merchant.api.patch(`/v1/payment-links/${link.id}`, {
      data: { splits: [{ recipientId: 2147483000, percentage: 10 }] },
    });
    expect(unknown.status()).toBe(422);
    expect((await unknown.json()).details.field).toBe("splits.0.recipientId");
  });

  test("splits that leave nobody able to pay the processing fee are a 422 on splits when saved, not a link that refuses its payments", async ({
    merchant,
  }) => {
    const partner = await createRecipient(merchant.api);
    // 1 % left to the company (45 cents) cannot pay a card fee (39 cents + 3.99 %)
    const created = await merchant.api.post("/v1/payment-links", {
      data: { title: "Mel", amount: 4500, splits: [{ recipientId: partner.id, percentage: 99 }] },
    });
    expect(created.status()).toBe(422);
    expect(await created.json()).toMatchObject({
      code: "invalid_split",
      message: expect.stringContaining("chargeProcessingFee"),
      details: { field: "splits", paymentMethod: "credit_card" },
    });
    const link = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: { title: "Mel", amount: 4500, splits: [{ recipientId: partner.id, percentage: 15 }] },
      }),
    );
    const patched = await merchant.api.patch(`/v1/payment-links/${link.id}`, {
      data: { splits: [{ recipientId: partner.id, percentage: 99 }] },
    });
    expect(patched.status()).toBe(422);
    expect((await patched.json()).details.field).toBe("splits");
    // a price whose 85 % left to the company (34 cents) is below the card fee: refused too
    const cheaper = await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { amount: 40 } });
    expect(cheaper.status()).toBe(422);
    expect((await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).amount).toBe(4500);
    // the partner paying the fee is fine
    const paying = await merchant.api.patch(`/v1/payment-links/${link.id}`, {
      data: { splits: [{ recipientId: partner.id, percentage: 99, chargeProcessingFee: true }] },
    });
    expect(paying.status()).toBe(200);
  });

  test("maxPayments over HTTP: parallel payers past the limit hear 422 sold_out and the hosted page says Esgotado", async ({
    merchant,
    request,
  }) => {
    const link = await ok(
      await merchant.api.post("/v1/payment-links", { data: { title: "Última vaga", amount: 9900, maxPayments: 2 } }),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request.post(`/api/public/payment-links/${link.alias}/transactions`, { data: payerBody() }),
      ),
    );
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([200, 200, 422, 422, 422, 422]);
    const refused = answers.find((a) => a.status() === 422)!;
    expect(await refused.json()).toMatchObject({ code: "invalid_state", details: { reason: "sold_out" } });
    expect((await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).paymentsLeft).toBe(0);
    const hosted = await request.get(new URL(link.url as string).pathname);
    expect(hosted.status()).toBe(200);
    const html = await hosted.text();
    expect(html).toContain("Esgotado");
    expect(html).not.toContain("Forma de pagamento");
  });
});
