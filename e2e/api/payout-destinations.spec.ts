import { expect, test } from "../fixtures";
import { randomCnpj, randomCpf, uid } from "../support/documents";
import { balance, createRecipient, issuePaths, ok, paidPix } from "../support/money";
import { signIn } from "../support/session";

// Where money can go (docs/security.md, "Payout destinations"). The suite runs on the
// sandbox's defaults (no payout cooldown); the cooldown itself is e2e/reliability/payout-cooldown.spec.ts.
test.describe("payout destinations", () => {
  test("a Pix key is checked by its type and stored normalised; a transfer to a new key registers it", async ({
    merchant,
  }) => {
    const r = await createRecipient(merchant.api);
    const path = `/v1/recipients/${r.id}/pix-keys`;
    for (const key of ["123.456.789-00", "+1 415 555 0123", "maria@", "uma chave qualquer"]) {
      const res = await merchant.api.post(path, { data: { key } });
      expect(res.status(), key).toBe(400);
      expect(await issuePaths(res), key).toEqual(["key"]);
    }
    const wrongType = await merchant.api.post(path, { data: { key: "maria@example.com", type: "phone" } });
    expect(await issuePaths(wrongType)).toEqual(["type"]);
    const masked = `${r.document.number.slice(0, 3)}.${r.document.number.slice(3, 6)}.${r.document.number.slice(6, 9)}-${r.document.number.slice(9)}`;
    const cpf = await ok(await merchant.api.post(path, { data: { key: masked } }));
    expect(cpf).toMatchObject({
      recipientId: r.id,
      type: "cpf",
      key: r.document.number,
      confirmedAt: null,
      usableAfter: cpf.createdAt,
    });
    // the same key again is the stored one
    expect((await ok(await merchant.api.post(path, { data: { key: r.document.number } }))).id).toBe(cpf.id);

    await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 5000 }] });
    const email = `Parceira.${uid()}@Example.com`;
    // the sandbox bank's DICT gives an unmarked key to the recipient: paid at once (docs/rails.md, "Payouts")
    const transfer = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000, pixKey: email } }),
    );
    expect(transfer).toMatchObject({ type: "pix", pixKey: email.toLowerCase() });
    const keys = await ok(await merchant.api.get(path));
    expect(keys.map((k: { type: string; key: string }) => [k.type, k.key])).toEqual([
      ["email", email.toLowerCase()],
      ["cpf", r.document.number],
    ]);
    expect(keys[0]).toMatchObject({ requiresConfirmation: false, confirmedAt: null });
    const badTransfer = await merchant.api.post("/v1/transfers", {
      data: { recipientId: r.id, amount: 100, pixKey: "+55 11 9876" },
    });
    expect(await issuePaths(badTransfer)).toEqual(["pixKey"]);
  });

  test("only an owner signed in to the dashboard confirms a destination: not an API key, not an admin", async ({
    merchant,
    baseURL,
    playwright,
  }) => {
    const r = await createRecipient(merchant.api);
    const pixKey = await ok(
      await merchant.api.post(`/v1/recipients/${r.id}/pix-keys`, { data: { key: `${uid()}@example.com` } }),
    );
    const accountPath = `/v1/recipients/${r.id}/bank-accounts/${r.bankAccount.id}/confirm`;
    const keyPath = `/v1/recipients/${r.id}/pix-keys/${pixKey.id}/confirm`;
    for (const p of [accountPath, keyPath]) {
      const res = await merchant.api.post(p);
      expect(res.status(), p).toBe(403);
      expect(await res.json()).toMatchObject({ code: "forbidden" });
    }

    const owner = await playwright.request.newContext({ baseURL });
    await signIn(owner, merchant.email, merchant.password);
    const admin = { email: `admin-${uid()}@example.com`, password: `senha-admin-${uid()}` };
    await ok(await owner.post("/v1/users", { data: { ...admin, name: "Admin", role: "admin" } }));
    const adminSession = await playwright.request.newContext({ baseURL });
    await signIn(adminSession, admin.email, admin.password);
    expect((await adminSession.post(accountPath)).status()).toBe(403);

    const account = await ok(await owner.post(accountPath));
    expect(account).toMatchObject({ id: r.bankAccount.id, confirmedAt: expect.any(String) });
    const key = await ok(await owner.post(keyPath));
    expect(key).toMatchObject({ id: pixKey.id, confirmedAt: expect.any(String) });
    // confirming again keeps the first confirmation
    expect((await ok(await owner.post(keyPath))).confirmedAt).toBe(key.confirmedAt);

    // every change is an event and an audit entry
    const events = await ok(await merchant.api.get("/v1/events", { params: { objectType: "payout_destination" } }));
    expect(events.map((e: { type: string; data: { kind: string } }) => `${e.type}:${e.data.kind}`)).toEqual([
      "payout_destination.confirmed:pix_key",
      "payout_destination.confirmed:bank_account",
      "payout_destination.created:pix_key",
      "payout_destination.created:bank_account",
      "payout_destination.created:bank_account",
    ]);
    const audit = await ok(await owner.get("/v1/audit-log", { params: { action: "payout_destination.confirm" } }));
    expect(audit.map((a: { objectType: string; actor: { label?: string } }) => a.objectType)).toEqual([
      "pix_key",
      "bank_account",
    ]);
    await owner.dispose();
    await adminSession.dispose();
  });

  test("a CPF or CNPJ key must be the recipient's own document", async ({ merchant }) => {
    await paidPix(merchant.api, 10000);
    const r = await createRecipient(merchant.api);
    const company = await createRecipient(merchant.api, { document: { type: "cnpj", number: randomCnpj() } });
    const path = `/v1/recipients/${r.id}/pix-keys`;
    for (const key of [randomCpf(), randomCnpj(), company.document.number]) {
      const res = await merchant.api.post(path, { data: { key } });
      expect(res.status(), key).toBe(422);
      expect(await res.json(), key).toMatchObject({
        code: "holder_document_mismatch",
        details: { field: "key", recipientDocument: r.document.number },
      });
      const transfer = await merchant.api.post("/v1/transfers", {
        data: { recipientId: merchant.recipientId, amount: 100, pixKey: key },
      });
      expect(transfer.status(), key).toBe(422);
      expect(await transfer.json(), key).toMatchObject({
        code: "holder_document_mismatch",
        details: { field: "pixKey" },
      });
    }
    expect(await ok(await merchant.api.get(path))).toEqual([]);
    // the company's own CNPJ as a key of its own recipient goes at once (the suite's cooldown is 0)
    const own = await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`));
    const before = await balance(merchant.api, merchant.recipientId);
    const sent = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: merchant.recipientId, amount: 100, pixKey: own.document.number },
      }),
    );
    expect(sent).toMatchObject({ type: "pix", pixKey: own.document.number });
    expect((await balance(merchant.api, merchant.recipientId)).available).toBeLessThan(before.available);
  });

  test("an e-mail, phone or random key is looked up in the payout rail's DICT before it is registered", async ({
    merchant,
  }) => {
    // the sandbox bank's rule (docs/rails.md, "Payouts"): outro… is someone else's, naoexiste… nobody's
    await paidPix(merchant.api, 10000);
    const r = await createRecipient(merchant.api);
    const path = `/v1/recipients/${r.id}/pix-keys`;
    const before = await balance(merchant.api, merchant.recipientId);
    const refusals = [
      ["holder_document_mismatch", ["outro@example.com", "+5511999999999", "ffffffff-0000-4000-8000-000000000001"]],
      ["pix_key_not_found", ["naoexiste@example.com", "+5511900000000", "00000000-0000-4000-8000-000000000001"]],
    ] as const;
    for (const [code, keys] of refusals)
      for (const key of keys) {
        const res = await merchant.api.post(path, { data: { key } });
        expect(res.status(), key).toBe(422);
        expect(await res.json(), key).toMatchObject({ code, details: { field: "key" } });
        const transfer = await merchant.api.post("/v1/transfers", {
          data: { recipientId: merchant.recipientId, amount: 100, pixKey: key },
        });
        expect(transfer.status(), key).toBe(422);
        expect(await transfer.json(), key).toMatchObject({ code, details: { field: "pixKey" } });
      }
    expect(await ok(await merchant.api.get(path))).toEqual([]);
    expect(await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}/pix-keys`))).toEqual([]);
    expect(await balance(merchant.api, merchant.recipientId)).toEqual(before);

    // any other key is the recipient's: registered as checked, and a transfer to it goes at once
    for (const key of [`parceira-${uid()}@example.com`, "+5511987654321", crypto.randomUUID()]) {
      const added = await ok(await merchant.api.post(path, { data: { key } }));
      expect(added, key).toMatchObject({ recipientId: r.id, requiresConfirmation: false, confirmedAt: null });
      const sent = await ok(
        await merchant.api.post("/v1/transfers", {
          data: { recipientId: merchant.recipientId, amount: 100, pixKey: key },
        }),
      );
      expect(sent, key).toMatchObject({ type: "pix", pixKey: added.key, status: "processing" });
    }
    const own = await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}/pix-keys`));
    expect(own.map((k: { requiresConfirmation: boolean }) => k.requiresConfirmation)).toEqual([false, false, false]);
  });
});
