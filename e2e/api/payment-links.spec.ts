import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { issuePaths, ok } from "../support/money";

const DEFAULTS = {
  defaultPaymentMethod: "credit_card",
  requestAddress: false,
  requestPhone: false,
  requestDocument: true,
  traceable: false,
  boleto: { enabled: true, expiresInDays: 3 },
  pix: { enabled: true, expiresInDays: 1 },
  card: { enabled: true, freeInstallments: 1, maxInstallments: 12, interestPaidByPayer: false, saveCard: false },
};

test.describe("/v1/payment-links", () => {
  test("POST with a title and amount: generated alias, public url, default settings", async ({ merchant, baseURL }) => {
    const link = await ok(
      await merchant.api.post("/v1/payment-links", { data: { title: "Curso de Apicultura Básica", amount: 19700 } }),
    );
    expect(link).toEqual({
      id: expect.any(Number),
      companyId: merchant.companyId,
      alias: expect.stringMatching(/^curso-de-apicultura-basica-[a-z0-9]{6}$/),
      title: "Curso de Apicultura Básica",
      amount: 19700,
      status: "active",
      url: expect.any(String),
      settings: DEFAULTS,
      description: null,
      imageUrl: null,
      maxQuantity: 1,
      expiresAt: null,
      maxPayments: null,
      paymentsLeft: null,
      redirectUrl: null,
      splits: [],
      sales: { count: 0, amount: 0 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(link.url).toMatch(new RegExp(`/pay/${link.alias}$`));
    expect(new URL(link.url).port).toBe(new URL(baseURL!).port);
    expect(await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).toEqual(link);
  });

  test("POST with an alias and partial settings fills the rest; the default method follows the enabled ones", async ({
    merchant,
  }) => {
    const alias = `Mel-${uid()}`;
    const link = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: {
          alias,
          title: "Mel",
          amount: 3890,
          settings: { requestPhone: true, card: { enabled: false }, boleto: { expiresInDays: 5 } },
        },
      }),
    );
    expect(link.alias).toBe(alias);
    expect(link.settings).toEqual({
      ...DEFAULTS,
      defaultPaymentMethod: "pix",
      requestPhone: true,
      card: { ...DEFAULTS.card, enabled: false },
      boleto: { enabled: true, expiresInDays: 5 },
    });
  });

  test("invalid input is 400 with each path", async ({ merchant }) => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["title", "amount"]],
      [{ title: "X", amount: 0 }, ["amount"]],
      [{ title: "X", amount: 100, alias: "a b" }, ["alias"]],
      [{ title: "X", amount: 100, alias: "ab" }, ["alias"]],
      [{ title: "X", amount: 100, alias: "ação" }, ["alias"]],
      [{ title: "X", amount: 100, alias: "x".repeat(65) }, ["alias"]],
      [{ title: "X", amount: 100, settings: { card: { maxInstallments: 13 } } }, ["settings.card.maxInstallments"]],
      [
        { title: "X", amount: 100, settings: { card: { freeInstallments: 6, maxInstallments: 3 } } },
        ["settings.card.freeInstallments"],
      ],
      [
        {
          title: "X",
          amount: 100,
          settings: { card: { enabled: false }, pix: { enabled: false }, boleto: { enabled: false } },
        },
        ["settings"],
      ],
      [
        { title: "X", amount: 100, settings: { pix: { expiresInDays: 31 }, defaultPaymentMethod: "cash" } },
        ["settings.defaultPaymentMethod", "settings.pix.expiresInDays"],
      ],
      [
        { title: "X", amount: 100, settings: { pix: { expiresInDays: -1 }, boleto: { expiresInDays: 61 } } },
        ["settings.pix.expiresInDays", "settings.boleto.expiresInDays"],
      ],
    ];
    for (const [data, paths] of cases) {
      const res = await merchant.api.post("/v1/payment-links", { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect((await issuePaths(res)).sort(), JSON.stringify(data)).toEqual(paths.sort());
    }
    expect(await (await merchant.api.get("/v1/payment-links")).json()).toEqual([]);
  });

  test("a default method that is turned off (as the official clients' example payloads send) is accepted: the first enabled one is the default", async ({
    merchant,
  }) => {
    const link = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: {
          title: "Mel",
          amount: 1000,
          settings: {
            defaultPaymentMethod: "credit_card",
            card: { enabled: false },
            pix: { enabled: true, expiresInDays: 0 },
            boleto: { enabled: true, expiresInDays: 0 },
          },
        },
      }),
    );
    expect(link.settings).toMatchObject({
      defaultPaymentMethod: "pix",
      card: { enabled: false },
      pix: { enabled: true, expiresInDays: 1 },
      boleto: { enabled: true, expiresInDays: 3 },
    });
    const updated = await ok(
      await merchant.api.put(`/v1/payment-links/${link.id}`, {
        data: { settings: { defaultPaymentMethod: "boleto", boleto: { enabled: false } } },
      }),
    );
    expect(updated.settings).toMatchObject({ defaultPaymentMethod: "pix", boleto: { enabled: false } });
  });

  test("the alias is kept as sent and resolves in any case: MinhaLoja_2026 opens at /pay/minhaloja_2026, and minhaloja_2026 is taken", async ({
    merchant,
    otherMerchant,
    request,
  }) => {
    const alias = `MinhaLoja_2026_${uid()}`;
    const link = await ok(
      await merchant.api.post("/v1/payment-links", { data: { alias, title: "Mel da Minha Loja", amount: 4590 } }),
    );
    expect(link).toMatchObject({ alias, url: expect.stringMatching(new RegExp(`/pay/${alias}$`)) });
    expect((await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).alias).toBe(alias);

    for (const asked of [alias, alias.toLowerCase(), alias.toUpperCase()]) {
      const page = await request.get(`/pay/${asked}`);
      expect(page.status(), asked).toBe(200);
      expect(await page.text()).toContain("Mel da Minha Loja");
    }
    expect((await request.get(`/pay/${alias.toLowerCase()}x`)).status()).toBe(404);

    for (const [api, taken] of [
      [merchant.api, alias.toLowerCase()],
      [otherMerchant.api, alias.toUpperCase()],
    ] as const) {
      const res = await api.post("/v1/payment-links", { data: { alias: taken, title: "Outra", amount: 100 } });
      expect(res.status(), taken).toBe(422);
      expect(await res.json()).toMatchObject({
        code: "unprocessable_entity",
        details: { field: "alias", alias: taken },
      });
    }
    // a link may change the case of its own alias
    const recased = await ok(
      await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { alias: alias.toLowerCase() } }),
    );
    expect(recased.alias).toBe(alias.toLowerCase());
  });

  test("parallel creates of one alias in different cases make exactly one link", async ({
    merchant,
    otherMerchant,
  }) => {
    const alias = `Corrida_${uid()}`;
    const variants = [alias, alias.toLowerCase(), alias.toUpperCase(), alias, alias.toLowerCase(), alias.toUpperCase()];
    const answers = await Promise.all(
      variants.map((v, i) =>
        (i % 2 ? otherMerchant : merchant).api.post("/v1/payment-links", {
          data: { alias: v, title: "Corrida", amount: 100 },
        }),
      ),
    );
    expect(answers.map((r) => r.status()).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const mine = [
      ...(await (await merchant.api.get("/v1/payment-links")).json()),
      ...(await (await otherMerchant.api.get("/v1/payment-links")).json()),
    ];
    expect(mine.filter((l: { alias: string }) => l.alias.toLowerCase() === alias.toLowerCase())).toHaveLength(1);
  });

  test("expiresInDays 0 means the method's default (pix 1 day, boleto 3 days), answered as that number", async ({
    merchant,
  }) => {
    const link = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: { title: "Padrão", amount: 1000, settings: { pix: { expiresInDays: 0 }, boleto: { expiresInDays: 0 } } },
      }),
    );
    expect(link.settings).toEqual(DEFAULTS);
    const longer = await ok(
      await merchant.api.patch(`/v1/payment-links/${link.id}`, {
        data: { settings: { pix: { expiresInDays: 10 }, boleto: { expiresInDays: 20 } } },
      }),
    );
    expect(longer.settings).toMatchObject({ pix: { expiresInDays: 10 }, boleto: { expiresInDays: 20 } });
    const reset = await ok(
      await merchant.api.put(`/v1/payment-links/${link.id}`, {
        data: { settings: { pix: { enabled: true, expiresInDays: 0 } } },
      }),
    );
    expect(reset.settings).toMatchObject({ pix: { enabled: true, expiresInDays: 1 }, boleto: { expiresInDays: 20 } });
    expect((await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).settings).toEqual(reset.settings);
  });

  test("a taken alias is 422 on field alias, across companies too", async ({ merchant, otherMerchant }) => {
    const alias = `loja-${uid()}`;
    await ok(await merchant.api.post("/v1/payment-links", { data: { alias, title: "A", amount: 100 } }));
    for (const res of [
      await merchant.api.post("/v1/payment-links", { data: { alias, title: "B", amount: 100 } }),
      await otherMerchant.api.post("/v1/payment-links", {
        data: { alias: alias.toUpperCase(), title: "C", amount: 100 },
      }),
    ]) {
      expect(res.status()).toBe(422);
      expect(await res.json()).toMatchObject({ code: "unprocessable_entity", details: { field: "alias" } });
    }
    const other = await ok(await merchant.api.post("/v1/payment-links", { data: { title: "D", amount: 100 } }));
    const rename = await merchant.api.patch(`/v1/payment-links/${other.id}`, { data: { alias } });
    expect(rename.status()).toBe(422);
    expect(await rename.json()).toMatchObject({ details: { field: "alias" } });
  });

  test("PUT and PATCH are partial; settings merge deeply and are checked again", async ({ merchant }) => {
    const link = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: { title: "Caneca", amount: 4590, settings: { card: { maxInstallments: 6, freeInstallments: 3 } } },
      }),
    );
    const titled = await ok(
      await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { title: "Caneca grande" } }),
    );
    expect(titled).toMatchObject({ title: "Caneca grande", amount: 4590, alias: link.alias, settings: link.settings });

    const merged = await ok(
      await merchant.api.put(`/v1/payment-links/${link.id}`, {
        data: {
          amount: 5000,
          settings: { pix: { enabled: false }, card: { maxInstallments: 10 }, request_address: true },
        },
      }),
    );
    expect(merged.amount).toBe(5000);
    expect(merged.settings).toEqual({
      ...link.settings,
      requestAddress: true,
      pix: { enabled: false, expiresInDays: 1 },
      card: { enabled: true, freeInstallments: 3, maxInstallments: 10, interestPaidByPayer: false, saveCard: false },
    });

    const alias = `nova-${uid()}`;
    const renamed = await ok(
      await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { alias, status: "inactive" } }),
    );
    expect(renamed).toMatchObject({
      alias,
      status: "inactive",
      url: expect.stringMatching(new RegExp(`/pay/${alias}$`)),
    });

    for (const [data, path] of [
      [{ settings: { card: { enabled: false }, boleto: { enabled: false } } }, "settings"],
      [{ settings: { card: { maxInstallments: 2 } } }, "settings.card.freeInstallments"],
      [{ amount: -1 }, "amount"],
      [{ status: "deleted" }, "status"],
    ] as const) {
      const res = await merchant.api.patch(`/v1/payment-links/${link.id}`, { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(await issuePaths(res)).toEqual([path]);
    }
    expect((await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).settings).toEqual(merged.settings);
  });

  test("DELETE is a soft delete: 204, then gone from reads and lists; the alias stays taken", async ({ merchant }) => {
    const link = await ok(await merchant.api.post("/v1/payment-links", { data: { title: "Ecobag", amount: 2990 } }));
    const res = await merchant.api.delete(`/v1/payment-links/${link.id}`);
    expect(res.status()).toBe(204);
    expect(await res.text()).toBe("");
    for (const r of [
      await merchant.api.get(`/v1/payment-links/${link.id}`),
      await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { title: "Volta" } }),
      await merchant.api.delete(`/v1/payment-links/${link.id}`),
    ]) {
      expect(r.status()).toBe(404);
      expect(await r.json()).toMatchObject({ code: "not_found", resource: "payment_link" });
    }
    expect(await (await merchant.api.get("/v1/payment-links")).json()).toEqual([]);
    const reuse = await merchant.api.post("/v1/payment-links", {
      data: { alias: link.alias, title: "Outra", amount: 100 },
    });
    expect(reuse.status()).toBe(422);
  });

  test("GET lists newest first with paging, X-Total-Count and a status filter", async ({ merchant }) => {
    const made = [];
    for (const title of ["Um", "Dois", "Três"])
      made.push(await ok(await merchant.api.post("/v1/payment-links", { data: { title, amount: 1000 } })));
    await ok(await merchant.api.patch(`/v1/payment-links/${made[0].id}`, { data: { status: "inactive" } }));
    const ids = async (q: string) => {
      const res = await merchant.api.get(`/v1/payment-links${q}`);
      return { total: res.headers()["x-total-count"], ids: (await res.json()).map((l: { id: number }) => l.id) };
    };
    expect(await ids("")).toEqual({ total: "3", ids: [made[2].id, made[1].id, made[0].id] });
    expect(await ids("?limit=1&offset=1")).toEqual({ total: "3", ids: [made[1].id] });
    expect(await ids("?status=inactive")).toEqual({ total: "1", ids: [made[0].id] });
    expect(await ids("?status=active&limit=1&page=2")).toEqual({ total: "2", ids: [made[1].id] });
    expect((await merchant.api.get("/v1/payment-links?status=deleted")).status()).toBe(400);
  });

  test("another company's links and unknown ids are 404", async ({ merchant, otherMerchant }) => {
    const link = await ok(await merchant.api.post("/v1/payment-links", { data: { title: "Meu", amount: 1000 } }));
    for (const res of [
      await otherMerchant.api.get(`/v1/payment-links/${link.id}`),
      await otherMerchant.api.put(`/v1/payment-links/${link.id}`, { data: { title: "Roubado" } }),
      await otherMerchant.api.delete(`/v1/payment-links/${link.id}`),
    ]) {
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "payment_link" });
    }
    expect(await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).toMatchObject({
      title: "Meu",
      status: "active",
    });
    expect(await (await otherMerchant.api.get("/v1/payment-links")).json()).toEqual([]);
    for (const id of ["999999999", "abc"])
      expect((await merchant.api.get(`/v1/payment-links/${id}`)).status()).toBe(404);
  });
});
