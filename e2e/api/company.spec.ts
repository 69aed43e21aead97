import { createMerchant, expect, test } from "../fixtures";
import { randomCnpj } from "../support/documents";
import { issuePaths, ok } from "../support/money";
import { signIn } from "../support/session";

test.describe("PUT|PATCH /v1/company", () => {
  test("PATCH changes only the fields sent; address fields merge into the stored address", async ({ merchant }) => {
    const before = await ok(await merchant.api.get("/v1/company"));
    const renamed = await ok(await merchant.api.patch("/v1/company", { data: { tradeName: "Empório do Mel" } }));
    expect(renamed).toEqual({ ...before, tradeName: "Empório do Mel" });

    const moved = await ok(
      await merchant.api.put("/v1/company", {
        data: { address: { city: "Curitiba", state: "PR", zip_code: "80010-000" } },
      }),
    );
    expect(moved.address).toEqual({ ...before.address, city: "Curitiba", state: "PR", zipCode: "80010000" });
    expect(moved.tradeName).toBe("Empório do Mel");

    const both = await ok(
      await merchant.api.put("/v1/company", { data: { legalName: "Empório do Mel Ltda", tradeName: "Empório" } }),
    );
    expect(both).toMatchObject({
      id: merchant.companyId,
      legalName: "Empório do Mel Ltda",
      tradeName: "Empório",
      documentNumber: before.documentNumber,
      address: moved.address,
    });
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(both);
  });

  test("null clears: an address field sent as null leaves the stored address, address: null removes it", async ({
    merchant,
  }) => {
    const before = await ok(await merchant.api.get("/v1/company"));
    const full = await ok(
      await merchant.api.patch("/v1/company", {
        data: {
          address: {
            street: "Rua das Abelhas",
            streetNumber: "12",
            complement: "Sala 3",
            city: "Curitiba",
            state: "PR",
            zipCode: "80010-000",
          },
        },
      }),
    );
    const stored = {
      ...before.address,
      street: "Rua das Abelhas",
      streetNumber: "12",
      complement: "Sala 3",
      city: "Curitiba",
      state: "PR",
      zipCode: "80010000",
    };
    expect(full.address).toEqual(stored);

    // in one request: null removes a field, a value changes one, the absent ones stay
    const cleared = await ok(
      await merchant.api.patch("/v1/company", { data: { address: { complement: null, street_number: "14" } } }),
    );
    const { complement: _complement, ...withoutComplement } = stored;
    expect(cleared.address).toEqual({ ...withoutComplement, streetNumber: "14" });
    expect(cleared.address).not.toHaveProperty("complement");
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(cleared);

    // required fields cannot be cleared, and a bad value next to a null changes nothing
    const bad = await merchant.api.put("/v1/company", {
      data: { tradeName: null, address: { city: null, state: "x".repeat(51) } },
    });
    expect(bad.status()).toBe(400);
    expect(await issuePaths(bad)).toEqual(expect.arrayContaining(["tradeName", "address.state"]));
    const noCep = await merchant.api.put("/v1/company", { data: { address: { city: null, zipCode: "123" } } });
    expect(await issuePaths(noCep)).toEqual(["address.zipCode"]);
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(cleared);

    const none = await ok(await merchant.api.put("/v1/company", { data: { address: null } }));
    expect(none).toEqual({ ...cleared, address: null });
    expect((await ok(await merchant.api.get("/v1/company"))).address).toBeNull();
    // clearing every field of an address leaves none either
    await ok(await merchant.api.patch("/v1/company", { data: { address: { city: "Recife" } } }));
    expect(
      (await ok(await merchant.api.patch("/v1/company", { data: { address: { city: null } } }))).address,
    ).toBeNull();
  });

  test("the address is checked as it will be stored: a foreign postcode changes alone, clearing the country needs a CEP", async ({
    merchant,
  }) => {
    await ok(await merchant.api.put("/v1/company", { data: { address: null } }));
    const abroad = await ok(
      await merchant.api.patch("/v1/company", {
        data: { address: { city: "Lisboa", zipCode: "1000-205", country: "Portugal" } },
      }),
    );
    expect(abroad.address).toEqual({ city: "Lisboa", zipCode: "1000-205", country: "Portugal" });
    const moved = await ok(await merchant.api.patch("/v1/company", { data: { address: { zipCode: "1100-148" } } }));
    expect(moved.address).toEqual({ city: "Lisboa", zipCode: "1100-148", country: "Portugal" });

    // without a country (or with BR) the address is Brazilian, and 1100-148 is no CEP: refused, nothing changes
    for (const address of [{ country: null }, { country: "BR" }]) {
      const res = await merchant.api.patch("/v1/company", { data: { address } });
      expect(res.status()).toBe(400);
      expect(await issuePaths(res)).toEqual(["address.zipCode"]);
    }
    expect((await ok(await merchant.api.get("/v1/company"))).address).toEqual(moved.address);
    const home = await ok(
      await merchant.api.patch("/v1/company", {
        data: { address: { country: "brasil", zipCode: "80010-000", city: "Curitiba" } },
      }),
    );
    expect(home.address).toEqual({ city: "Curitiba", zipCode: "80010000", country: "BR" });
  });

  test("invoiceDescriptor and details round-trip through PATCH and PUT: details merge, null removes", async ({
    merchant,
  }) => {
    const before = await ok(await merchant.api.get("/v1/company"));
    const unset = {
      averageRevenue: null,
      averageTicket: null,
      physicalProducts: null,
      productsDescription: null,
      siteUrl: null,
      phone: null,
      email: null,
      intentionToSell: null,
      intentionToUseReferral: null,
    };
    expect(before).toMatchObject({ invoiceDescriptor: null, details: unset });

    const details = {
      averageRevenue: 50_000,
      averageTicket: 89.9,
      physicalProducts: true,
      productsDescription: "Mel, própolis e cestas",
      siteUrl: "https://mel.example/loja",
      phone: "(41) 99876-5432",
      email: "Contato@Mel.Example",
      intentionToSell: true,
      intentionToUseReferral: false,
    };
    const patched = await ok(
      await merchant.api.patch("/v1/company", { data: { invoiceDescriptor: "MEL DA SERRA", details } }),
    );
    const stored = { ...details, phone: "41998765432", email: "contato@mel.example" };
    expect(patched).toEqual({ ...before, invoiceDescriptor: "MEL DA SERRA", details: stored });
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(patched);

    // PUT is partial too: one details field changes (snake_case accepted), the rest stays
    const put = await ok(
      await merchant.api.put("/v1/company", {
        data: { invoice_descriptor: "Mel 2026", details: { average_ticket: 120, intentionToUseReferral: true } },
      }),
    );
    expect(put).toEqual({
      ...patched,
      invoiceDescriptor: "Mel 2026",
      details: { ...stored, averageTicket: 120, intentionToUseReferral: true },
    });
    const renamed = await ok(await merchant.api.put("/v1/company", { data: { tradeName: "Mel da Serra" } }));
    expect(renamed).toEqual({ ...put, tradeName: "Mel da Serra" });

    const cleared = await ok(
      await merchant.api.patch("/v1/company", {
        data: { invoiceDescriptor: null, details: { siteUrl: null, physicalProducts: false } },
      }),
    );
    expect(cleared).toEqual({
      ...renamed,
      invoiceDescriptor: null,
      details: { ...renamed.details, siteUrl: null, physicalProducts: false },
    });
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(cleared);
    expect((await ok(await merchant.api.put("/v1/company", { data: { details: null } }))).details).toEqual(unset);
  });

  test("a bad invoiceDescriptor or details field is 400 on its path and changes nothing", async ({ merchant }) => {
    const before = await ok(
      await merchant.api.patch("/v1/company", {
        data: { invoiceDescriptor: "COLMEIA", details: { siteUrl: "https://colmeia.example", averageTicket: 50 } },
      }),
    );
    const cases: [Record<string, unknown>, string[]][] = [
      [{ invoiceDescriptor: "LOJA DA MARIA1" }, ["invoiceDescriptor"]],
      [{ invoiceDescriptor: "ação!" }, ["invoiceDescriptor"]],
      [{ invoiceDescriptor: "" }, ["invoiceDescriptor"]],
      [{ invoiceDescriptor: 123 }, ["invoiceDescriptor"]],
      [{ invoiceDescriptor: "NOVO", details: { siteUrl: "ftp://colmeia.example" } }, ["details.siteUrl"]],
      [
        {
          details: {
            averageRevenue: -1,
            averageTicket: 10.555,
            physicalProducts: "sim",
            email: "contato",
            phone: "123",
            productsDescription: "x".repeat(501),
            intentionToSell: 1,
            intentionToUseReferral: "true",
          },
        },
        [
          "details.averageRevenue",
          "details.averageTicket",
          "details.physicalProducts",
          "details.email",
          "details.phone",
          "details.productsDescription",
          "details.intentionToSell",
          "details.intentionToUseReferral",
        ],
      ],
      [{ details: "muito" }, ["details"]],
    ];
    for (const [data, paths] of cases) {
      for (const method of ["patch", "put"] as const) {
        const res = await merchant.api[method]("/v1/company", { data });
        expect(res.status(), `${method} ${JSON.stringify(data)}`).toBe(400);
        expect(await res.json()).toMatchObject({ code: "bad_request" });
        expect((await issuePaths(res)).sort(), JSON.stringify(data)).toEqual(paths.sort());
      }
    }
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(before);
  });

  test("the document is read-only: the same one is accepted, another is 422 invalid_state", async ({ merchant }) => {
    const before = await ok(await merchant.api.get("/v1/company"));
    const masked = before.documentNumber.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
    expect(
      (await merchant.api.patch("/v1/company", { data: { documentNumber: masked, tradeName: "Mesmo CNPJ" } })).status(),
    ).toBe(200);
    const res = await merchant.api.patch("/v1/company", { data: { documentNumber: randomCnpj() } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state", details: { field: "documentNumber" } });
    expect((await ok(await merchant.api.get("/v1/company"))).documentNumber).toBe(before.documentNumber);
  });

  test("invalid fields are 400 with each path and change nothing", async ({ merchant }) => {
    const before = await ok(await merchant.api.get("/v1/company"));
    const res = await merchant.api.patch("/v1/company", {
      data: {
        legalName: "",
        tradeName: "x".repeat(101),
        documentNumber: "11222333000180",
        address: { zipCode: "<1>", state: "x".repeat(51) },
      },
    });
    expect(res.status()).toBe(400);
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining(["legalName", "tradeName", "documentNumber", "address.zipCode", "address.state"]),
    );
    const malformed = await merchant.api.put("/v1/company", {
      headers: { "content-type": "application/json" },
      data: "{",
    });
    expect(malformed.status()).toBe(400);
    expect(await ok(await merchant.api.get("/v1/company"))).toEqual(before);
  });

  test("each company edits only itself", async ({ merchant, otherMerchant }) => {
    const theirs = await ok(await otherMerchant.api.get("/v1/company"));
    await ok(await merchant.api.patch("/v1/company", { data: { tradeName: "Só a minha" } }));
    expect(await ok(await otherMerchant.api.get("/v1/company"))).toEqual(theirs);
    // there is no company id in the path: another company's id cannot even be named
    expect((await merchant.api.get(`/v1/company/${otherMerchant.companyId}`)).status()).toBe(404);
  });

  test("a viewer's dashboard session reads the company but cannot change it (or any money)", async ({
    request,
    baseURL,
    playwright,
  }) => {
    const viewer = await createMerchant(request, baseURL!, playwright, "viewer");
    const session = await playwright.request.newContext({ baseURL });
    await signIn(session, viewer.email, viewer.password);
    expect((await session.get("/v1/company")).status()).toBe(200);
    for (const res of [
      await session.patch("/v1/company", { data: { tradeName: "Visitante" } }),
      await session.post("/v1/transfers", { data: { recipientId: viewer.recipientId, amount: 100 } }),
      await session.post("/v1/payment-links", { data: { title: "X", amount: 100 } }),
    ]) {
      expect(res.status()).toBe(403);
      expect(await res.json()).toMatchObject({ code: "forbidden" });
    }
    expect((await ok(await viewer.api.get("/v1/company"))).tradeName).not.toBe("Visitante");
    await session.dispose();
    await viewer.api.dispose();
  });
});
