import { expect, test } from "../fixtures";
import { randomCnpj, randomCpf, uid } from "../support/documents";
import { signIn } from "../support/session";

// Sign-up makes a company of exactly what it was given: no invented address, bank account or
// person (the suite runs with SIGNUP=open; closed-by-default is e2e/reliability/signup.spec.ts).
test.describe("POST /api/sandbox/companies", () => {
  test("the company, its owner and its own recipient are what the form gave, and nothing more", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const id = uid();
    const who = {
      legalName: `Maria Souza ${id}`,
      documentNumber: randomCpf(),
      ownerName: "Maria Souza",
      email: `maria-${id}@example.com`,
      password: `senha-${id}`,
    };
    const res = await request.post("/api/sandbox/companies", { data: who });
    expect(res.status(), await res.text()).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({ email: who.email, name: "Maria Souza", role: "owner" });
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-api-key": body.apiKey } });
    const owner = await playwright.request.newContext({ baseURL });
    try {
      const company = await (await api.get("/v1/company")).json();
      expect(company).toMatchObject({
        legalName: who.legalName,
        tradeName: who.legalName,
        documentNumber: who.documentNumber,
        address: null,
      });
      const own = await (await api.get(`/v1/recipients/${body.recipientId}`)).json();
      // a CPF sign-up gives a CPF recipient, and no bank account until the merchant adds one
      expect(own).toMatchObject({
        legalName: who.legalName,
        document: { number: who.documentNumber, type: "cpf" },
        bankAccount: null,
      });
      expect(await (await api.get(`/v1/recipients/${body.recipientId}/bank-accounts`)).json()).toEqual([]);
      const session = await signIn(owner, who.email, who.password);
      expect(session.user).toMatchObject({ name: "Maria Souza", email: who.email, role: "owner" });
      expect(await (await owner.get("/v1/users")).json()).toEqual([
        expect.objectContaining({ email: who.email, name: "Maria Souza", role: "owner" }),
      ]);
    } finally {
      await api.dispose();
      await owner.dispose();
    }
  });

  test("every field the page asks for is required and checked, and a refused sign-up creates nothing", async ({
    request,
  }) => {
    const id = uid();
    const good = {
      legalName: `Loja ${id}`,
      documentNumber: randomCnpj(),
      ownerName: "Ana Lima",
      email: `a-${id}@example.com`,
      password: `senha-${id}`,
    };
    for (const field of ["legalName", "documentNumber", "ownerName", "email", "password"] as const) {
      const { [field]: _, ...rest } = good;
      const res = await request.post("/api/sandbox/companies", { data: rest });
      expect(res.status(), field).toBe(400);
      expect(
        (await res.json()).details.issues.map((i: { path: string }) => i.path),
        field,
      ).toContain(field);
    }
    for (const [field, value] of [
      ["documentNumber", "11111111111"],
      ["password", "senha12345"],
      ["ownerName", " "],
      ["email", "not-an-email"],
    ] as const) {
      const res = await request.post("/api/sandbox/companies", { data: { ...good, [field]: value } });
      expect(res.status(), field).toBe(400);
    }
    // none of the refused attempts took the document
    expect((await request.post("/api/sandbox/companies", { data: good })).status()).toBe(200);
  });
});
