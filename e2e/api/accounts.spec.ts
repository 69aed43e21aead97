import type { APIRequestContext } from "@playwright/test";
import { generate } from "otplib";

import { createMerchant, expect, type Merchant, test } from "../fixtures";
import { uid } from "../support/documents";
import { ok } from "../support/money";
import { signIn, trySignIn } from "../support/session";

// Accounts (docs/security.md, "Accounts"): password change and reset, TOTP two-step sign-in with
// recovery codes, and a company's requirement of it.
type Ctx = { newContext: (o: object) => Promise<APIRequestContext> };
const session = async (
  playwright: { request: Ctx },
  baseURL: string,
  email: string,
  password: string,
  code?: string,
) => {
  const ctx = await playwright.request.newContext({ baseURL });
  await signIn(ctx, email, password, code);
  return ctx;
};

async function addMember(owner: APIRequestContext, role: "admin" | "viewer" = "admin") {
  const who = { email: `m-${uid()}@example.com`, password: `senha-membro-${uid()}`, name: "Membro", role };
  const created = await ok(await owner.post("/v1/users", { data: who }));
  return { ...who, id: created.id as number };
}

test.describe("passwords", () => {
  test("a user changes their own password with the current one; every other session of theirs ends", async ({
    merchant,
    baseURL,
    playwright,
  }) => {
    const here = await session(playwright, baseURL!, merchant.email, merchant.password);
    const elsewhere = await session(playwright, baseURL!, merchant.email, merchant.password);
    const wrong = await here.post("/v1/users/me/password", {
      data: { currentPassword: "not-it-at-all", newPassword: `nova-senha-${uid()}` },
    });
    expect(wrong.status()).toBe(422);
    expect(await wrong.json()).toMatchObject({ details: { field: "currentPassword" } });
    const weak = await here.post("/v1/users/me/password", {
      data: { currentPassword: merchant.password, newPassword: "senha12345" },
    });
    expect(weak.status()).toBe(400);
    // a leaked API key cannot change anyone's password
    expect(
      (
        await merchant.api.post("/v1/users/me/password", {
          data: { currentPassword: merchant.password, newPassword: `nova-senha-${uid()}` },
        })
      ).status(),
    ).toBe(403);

    const next = `nova-senha-${uid()}`;
    expect(
      (
        await here.post("/v1/users/me/password", { data: { currentPassword: merchant.password, newPassword: next } })
      ).status(),
    ).toBe(204);
    expect((await elsewhere.get("/v1/company")).status()).toBe(401);
    expect(await trySignIn(await playwright.request.newContext({ baseURL }), merchant.email, merchant.password)).toBe(
      "CredentialsSignin",
    );
    const fresh = await session(playwright, baseURL!, merchant.email, next);
    expect((await fresh.get("/v1/company")).status()).toBe(200);
    const audit = await ok(await fresh.get("/v1/audit-log", { params: { action: "user.password_change" } }));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(next);
  });

  test("an owner resets a member: a temporary password, shown once, that must be changed before anything else", async ({
    merchant,
    otherMerchant,
    baseURL,
    playwright,
  }) => {
    const owner = await session(playwright, baseURL!, merchant.email, merchant.password);
    const member = await addMember(owner);
    const memberSession = await session(playwright, baseURL!, member.email, member.password);
    // only an owner, only of the company, never with a key
    const admin = await session(playwright, baseURL!, member.email, member.password);
    expect((await admin.post(`/v1/users/${member.id}/password-reset`)).status()).toBe(403);
    expect((await merchant.api.post(`/v1/users/${member.id}/password-reset`)).status()).toBe(403);
    const stranger = await session(playwright, baseURL!, otherMerchant.email, otherMerchant.password);
    expect((await stranger.post(`/v1/users/${member.id}/password-reset`)).status()).toBe(404);

    const { temporaryPassword } = await ok(await owner.post(`/v1/users/${member.id}/password-reset`));
    expect(temporaryPassword).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect((await memberSession.get("/v1/company")).status()).toBe(401);
    const forced = await session(playwright, baseURL!, member.email, temporaryPassword);
    const blocked = await forced.get("/v1/company");
    expect(blocked.status()).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: "password_change_required" });
    const chosen = `escolhida-${uid()}`;
    expect(
      (
        await forced.post("/v1/users/me/password", {
          data: { currentPassword: temporaryPassword, newPassword: chosen },
        })
      ).status(),
    ).toBe(204);
    const after = await session(playwright, baseURL!, member.email, chosen);
    expect((await after.get("/v1/company")).status()).toBe(200);
    const audit = await ok(await owner.get("/v1/audit-log", { params: { action: "user.password_reset" } }));
    expect(audit).toEqual([
      expect.objectContaining({
        objectId: String(member.id),
        actor: expect.objectContaining({ label: merchant.email }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });
});

test.describe("two-step sign-in", () => {
  async function enrol(ctx: APIRequestContext) {
    const setup = await ok(await ctx.post("/v1/users/me/two-factor"));
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrCodeSvg).toContain("<svg");
    const wrong = await ctx.post("/v1/users/me/two-factor/enable", { data: { code: "000000" } });
    expect(wrong.status()).toBe(422);
    const code = await generate({ secret: setup.secret });
    const { recoveryCodes } = await ok(await ctx.post("/v1/users/me/two-factor/enable", { data: { code } }));
    return { secret: setup.secret as string, recoveryCodes: recoveryCodes as string[], usedCode: code };
  }

  test("with it on, the password alone does not sign in; a code does, once; a recovery code does, once", async ({
    merchant,
    baseURL,
    playwright,
  }) => {
    const here = await session(playwright, baseURL!, merchant.email, merchant.password);
    const { secret, recoveryCodes, usedCode } = await enrol(here);
    expect(recoveryCodes).toHaveLength(10);
    const fresh = () => playwright.request.newContext({ baseURL });
    expect(await trySignIn(await fresh(), merchant.email, merchant.password)).toBe("TwoFactorRequired");
    // never a code without the right password
    expect(await trySignIn(await fresh(), merchant.email, "wrong-password-1", usedCode)).toBe("CredentialsSignin");
    // the code that turned it on was used: not again
    expect(await trySignIn(await fresh(), merchant.email, merchant.password, usedCode)).toBe("TwoFactorInvalid");
    expect(await trySignIn(await fresh(), merchant.email, merchant.password, "123456")).toBe("TwoFactorInvalid");
    const byRecovery = await fresh();
    expect(await trySignIn(byRecovery, merchant.email, merchant.password, recoveryCodes[0].toUpperCase())).toBeNull();
    expect((await byRecovery.get("/v1/company")).status()).toBe(200);
    expect(await trySignIn(await fresh(), merchant.email, merchant.password, recoveryCodes[0])).toBe(
      "TwoFactorInvalid",
    );
    // a fresh code from the next window works (the one used at enrolment stays spent)
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(await trySignIn(await fresh(), merchant.email, merchant.password, next)).toBeNull();
    const actions = (
      await ok(
        await here.get("/v1/audit-log", { params: { action: "user.two_factor_enable,user.recovery_code_used" } }),
      )
    ).map((a: { action: string }) => a.action);
    expect(actions.sort()).toEqual(["user.recovery_code_used", "user.two_factor_enable"]);
    // off again only with the password
    expect(
      (await here.post("/v1/users/me/two-factor/disable", { data: { password: "not-my-password" } })).status(),
    ).toBe(422);
  });

  test("an owner requires it: a member without it can only turn it on, and a key cannot change the rule", async ({
    request,
    baseURL,
    playwright,
  }) => {
    const merchant: Merchant = await createMerchant(request, baseURL!, playwright);
    const owner = await session(playwright, baseURL!, merchant.email, merchant.password);
    const member = await addMember(owner, "viewer");
    expect((await merchant.api.patch("/v1/company", { data: { requireTwoFactor: true } })).status()).toBe(403);
    // the owner first uses it themselves
    const notYet = await owner.patch("/v1/company", { data: { requireTwoFactor: true } });
    expect(await notYet.json()).toMatchObject({ code: "invalid_state", details: { field: "requireTwoFactor" } });
    await enrol(owner);
    expect((await ok(await owner.patch("/v1/company", { data: { requireTwoFactor: true } }))).requireTwoFactor).toBe(
      true,
    );

    const memberSession = await session(playwright, baseURL!, member.email, member.password);
    const blocked = await memberSession.get("/v1/transactions");
    expect(blocked.status()).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: "two_factor_required" });
    await enrol(memberSession);
    expect((await memberSession.get("/v1/transactions")).status()).toBe(200);
    // and cannot turn it off while the company requires it
    const off = await memberSession.post("/v1/users/me/two-factor/disable", { data: { password: member.password } });
    expect(off.status()).toBe(422);
    await merchant.api.dispose();
  });
});
