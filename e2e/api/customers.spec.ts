import { customer, expect, test, transactionBody } from "../fixtures";
import { randomCpf } from "../support/documents";
import { issuePaths, ok } from "../support/money";

test.describe("/v1/customers", () => {
  test("POST creates a customer; GET /customers/{id} reads it back", async ({ merchant }) => {
    const body = customer({
      externalRef: "CLI-1",
      birthdate: "1990-05-17",
      address: {
        street: "Rua A",
        streetNumber: "10",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
        country: "BR",
      },
    });
    const c = await ok(
      await merchant.api.post("/v1/customers", { data: { ...body, email: body.email.toUpperCase() } }),
    );
    expect(c).toEqual({
      id: expect.any(Number),
      name: body.name,
      email: body.email,
      document: { number: body.document.number, type: "cpf" },
      externalRef: "CLI-1",
      phone: "11987654321",
      birthdate: "1990-05-17",
      address: { street: "Rua A", streetNumber: "10", city: "Recife", state: "PE", zipCode: "50000000", country: "BR" },
      createdAt: expect.any(String),
    });
    expect(await ok(await merchant.api.get(`/v1/customers/${c.id}`))).toEqual(c);
  });

  test("the same email and document is the same customer: POST again updates its contact data", async ({
    merchant,
  }) => {
    const body = customer();
    const first = await ok(await merchant.api.post("/v1/customers", { data: body }));
    const again = await ok(
      await merchant.api.post("/v1/customers", { data: { ...body, phone: "21999998888", name: "Nome Novo" } }),
    );
    expect(again).toMatchObject({ id: first.id, phone: "21999998888", name: "Nome Novo" });
    // a transaction by that payer reuses the customer
    const t = await ok(
      await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { customer: body }) }),
    );
    expect(t.customer.id).toBe(first.id);
  });

  test("a returning payer's new contact data reaches the customer, the transaction and the list filters", async ({
    merchant,
  }) => {
    const body = customer({ phone: "11988887777" });
    const first = await ok(
      await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { customer: body }) }),
    );
    const renamed = `Nome Novo ${Date.now()}`;
    const second = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", { customer: { ...body, name: renamed, phone: "21977776666" } }),
      }),
    );
    expect(second.customer).toMatchObject({ id: first.customer.id, name: renamed, phone: "21977776666" });
    expect(await ok(await merchant.api.get(`/v1/customers/${first.customer.id}`))).toMatchObject({
      name: renamed,
      phone: "21977776666",
    });
    const byPhone = await (await merchant.api.get("/v1/transactions?phone=21977776666")).json();
    expect(byPhone.map((t: { id: number }) => t.id)).toContain(second.id);
    expect(
      (await (await merchant.api.get(`/v1/transactions?name=${encodeURIComponent(renamed)}`)).json()).map(
        (t: { id: number }) => t.id,
      ),
    ).toEqual([second.id]);
    // a field left out keeps what is stored
    const { phone: _phone, ...withoutPhone } = body;
    const third = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", { customer: { ...withoutPhone, name: renamed } }),
      }),
    );
    expect(third.customer).toMatchObject({ id: first.customer.id, phone: "21977776666" });
  });

  test("GET ?email= lists that email's customers, narrowed by name and document, paged with X-Total-Count", async ({
    merchant,
  }) => {
    const base = customer();
    const a = await ok(await merchant.api.post("/v1/customers", { data: { ...base, name: "Ana Souza" } }));
    const b = await ok(
      await merchant.api.post("/v1/customers", {
        data: { ...base, name: "Bruno Lima", document: { number: randomCpf(), type: "cpf" } },
      }),
    );
    await ok(await merchant.api.post("/v1/customers", { data: customer() }));

    const res = await merchant.api.get(`/v1/customers?email=${encodeURIComponent(base.email.toUpperCase())}`);
    expect(res.headers()["x-total-count"]).toBe("2");
    expect((await res.json()).map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);

    const page = await merchant.api.get(`/v1/customers?email=${base.email}&limit=1&offset=1`);
    expect(page.headers()["x-total-count"]).toBe("2");
    expect((await page.json()).map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await (await merchant.api.get(`/v1/customers?email=${base.email}&limit=1&page=2`)).json())[0].id).toBe(
      a.id,
    );

    expect(
      (await (await merchant.api.get(`/v1/customers?email=${base.email}&name=bru`)).json()).map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([b.id]);
    expect(
      (
        await (await merchant.api.get(`/v1/customers?email=${base.email}&document_number=${a.document.number}`)).json()
      ).map((c: { id: number }) => c.id),
    ).toEqual([a.id]);
    expect(await (await merchant.api.get("/v1/customers?email=nobody@example.com")).json()).toEqual([]);
  });

  test("GET /customers/search browses every customer and narrows by name, e-mail or document", async ({
    merchant,
    otherMerchant,
  }) => {
    const a = await ok(await merchant.api.post("/v1/customers", { data: customer({ name: "Helena Dias" }) }));
    const b = await ok(await merchant.api.post("/v1/customers", { data: customer({ name: "Igor Reis" }) }));
    await ok(await otherMerchant.api.post("/v1/customers", { data: customer({ name: "Helena Outra" }) }));
    const search = async (q = "") => {
      const res = await merchant.api.get(`/v1/customers/search${q ? `?q=${encodeURIComponent(q)}` : ""}`);
      expect(res.status()).toBe(200);
      return { ids: ((await res.json()) as { id: number }[]).map((c) => c.id), total: res.headers()["x-total-count"] };
    };
    expect(await search()).toEqual({ ids: [b.id, a.id], total: "2" });
    expect((await search("hel")).ids).toEqual([a.id]);
    expect((await search(b.email.toUpperCase())).ids).toEqual([b.id]);
    expect((await search(a.document.number.slice(0, 5))).ids).toEqual([a.id]);
  });

  test("PUT and PATCH change the contact data; a new e-mail or document is a 422 and changes nothing", async ({
    merchant,
    otherMerchant,
  }) => {
    const c = await ok(await merchant.api.post("/v1/customers", { data: customer({ name: "Lia" }) }));
    const patched = await ok(
      await merchant.api.patch(`/v1/customers/${c.id}`, {
        data: { name: "Lia Campos", phone: null, birthdate: "1990-04-02" },
      }),
    );
    expect(patched).toMatchObject({
      id: c.id,
      name: "Lia Campos",
      phone: null,
      birthdate: "1990-04-02",
      email: c.email,
    });
    // PUT with the whole object back (same identity) is accepted
    const put = await ok(
      await merchant.api.put(`/v1/customers/${c.id}`, { data: { ...patched, externalRef: "CRM-9" } }),
    );
    expect(put.externalRef).toBe("CRM-9");
    const moved = await merchant.api.patch(`/v1/customers/${c.id}`, { data: { email: "outra@example.com" } });
    expect(moved.status()).toBe(422);
    expect(await moved.json()).toMatchObject({ code: "invalid_state", details: { field: "email" } });
    const bad = await merchant.api.patch(`/v1/customers/${c.id}`, { data: { birthdate: "1990-13-45", name: "" } });
    expect(bad.status()).toBe(400);
    expect(await issuePaths(bad)).toEqual(expect.arrayContaining(["birthdate", "name"]));
    expect(await ok(await merchant.api.get(`/v1/customers/${c.id}`))).toEqual(put);
    expect((await otherMerchant.api.patch(`/v1/customers/${c.id}`, { data: { name: "X" } })).status()).toBe(404);
  });

  test("GET without email is a 400; bad paging too", async ({ merchant }) => {
    for (const q of ["", "?name=Ana", "?email=", "?email=a@b.c&limit=0", "?email=a@b.c&limit=101"]) {
      const res = await merchant.api.get(`/v1/customers${q}`);
      expect(res.status(), q).toBe(400);
      expect(await res.json()).toMatchObject({ code: "bad_request", details: { issues: expect.any(Array) } });
    }
    expect(await issuePaths(await merchant.api.get("/v1/customers"))).toEqual(["email"]);
  });

  test("a birth date before 1900 or in the future is a 400 on birthdate, for customers and payers", async ({
    merchant,
  }) => {
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    for (const birthdate of ["0000-01-01", "0001-01-01", "1899-12-31", tomorrow]) {
      const res = await merchant.api.post("/v1/customers", { data: customer({ birthdate }) });
      expect(res.status(), birthdate).toBe(400);
      expect(await issuePaths(res)).toEqual(["birthdate"]);
    }
    const payer = await merchant.api.post("/v1/transactions", {
      data: transactionBody("pix", { customer: customer({ birthdate: "0000-01-01" }) }),
    });
    expect(payer.status()).toBe(400);
    expect(await issuePaths(payer)).toEqual(["customer.birthdate"]);
    const c = await ok(await merchant.api.post("/v1/customers", { data: customer({ birthdate: "1900-01-01" }) }));
    expect(c.birthdate).toBe("1900-01-01");
    const patched = await merchant.api.patch(`/v1/customers/${c.id}`, { data: { birthdate: "0000-12-31" } });
    expect(patched.status()).toBe(400);
    expect(await issuePaths(patched)).toEqual(["birthdate"]);
  });

  test("POST with invalid fields is a 400 naming each field", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/customers", {
      data: {
        name: "",
        email: "not-an-email",
        document: { number: "12345678900", type: "cpf" },
        phone: "12",
        birthdate: "1990-13-45",
      },
    });
    expect(res.status()).toBe(400);
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining(["name", "email", "document.number", "phone", "birthdate"]),
    );
    const empty = await merchant.api.post("/v1/customers");
    expect(empty.status()).toBe(400);
    expect(await issuePaths(empty)).toEqual(expect.arrayContaining(["name", "email", "document"]));
  });

  test("another company's customers are invisible: 404 by id, absent from lists; unknown ids 404", async ({
    merchant,
    otherMerchant,
  }) => {
    const body = customer();
    const c = await ok(await merchant.api.post("/v1/customers", { data: body }));
    const res = await otherMerchant.api.get(`/v1/customers/${c.id}`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found", resource: "customer" });
    expect(await (await otherMerchant.api.get(`/v1/customers?email=${body.email}`)).json()).toEqual([]);
    // the same payer at another company is that company's own customer
    const theirs = await ok(await otherMerchant.api.post("/v1/customers", { data: body }));
    expect(theirs.id).not.toBe(c.id);
    for (const id of ["999999999", "abc", "0"])
      expect((await merchant.api.get(`/v1/customers/${id}`)).status()).toBe(404);
  });
});
