import { describe, expect, it } from "vitest";

import {
  aliasSchema,
  createPaymentLinkSchema,
  DEFAULT_PAYMENT_LINK_SETTINGS as D,
  mergePaymentLinkSettings,
  paymentLinkSettingsIssues,
  updatePaymentLinkSchema,
} from "./payment-links";

describe("payment-link settings", () => {
  it("merge deeply: one flag changes, the rest stays", () => {
    const merged = mergePaymentLinkSettings(D, { pix: { enabled: false }, card: { maxInstallments: 6 } });
    expect(merged).toEqual({
      ...D,
      pix: { enabled: false, expiresInDays: 1 },
      card: { ...D.card, maxInstallments: 6 },
    });
  });

  it("pick the first enabled method as default when the default one was turned off and none is named", () => {
    expect(mergePaymentLinkSettings(D, { card: { enabled: false } }).defaultPaymentMethod).toBe("pix");
    expect(
      mergePaymentLinkSettings(D, { card: { enabled: false }, pix: { enabled: false } }).defaultPaymentMethod,
    ).toBe("boleto");
    // named while off (the official clients' example payloads): the first enabled one, not a 400
    expect(
      mergePaymentLinkSettings(D, { card: { enabled: false }, defaultPaymentMethod: "credit_card" })
        .defaultPaymentMethod,
    ).toBe("pix");
  });

  it("rules: a method enabled, free installments within max", () => {
    expect(paymentLinkSettingsIssues(D)).toEqual([]);
    const none = mergePaymentLinkSettings(D, {
      card: { enabled: false },
      pix: { enabled: false },
      boleto: { enabled: false },
    });
    expect(paymentLinkSettingsIssues(none).map((i) => i.path)).toEqual(["settings"]);
    const free = mergePaymentLinkSettings(D, { card: { freeInstallments: 5, maxInstallments: 4 } });
    expect(paymentLinkSettingsIssues(free).map((i) => i.path)).toEqual(["settings.card.freeInstallments"]);
    const offDefault = mergePaymentLinkSettings(D, { defaultPaymentMethod: "boleto", boleto: { enabled: false } });
    expect(paymentLinkSettingsIssues(offDefault)).toEqual([]);
    expect(offDefault.defaultPaymentMethod).toBe("credit_card");
  });

  it("the update schema has no defaults, so an empty update changes nothing", () => {
    expect(updatePaymentLinkSchema.parse({})).toEqual({});
  });

  it("expiresInDays 0 is accepted and means the method's default, on creation and on update", () => {
    const body = { title: "X", amount: 100, settings: { pix: { expiresInDays: 0 }, boleto: { expiresInDays: 0 } } };
    const parsed = createPaymentLinkSchema.parse(body);
    expect(mergePaymentLinkSettings(D, parsed.settings)).toMatchObject({
      pix: { enabled: true, expiresInDays: 1 },
      boleto: { enabled: true, expiresInDays: 3 },
    });
    const stored = mergePaymentLinkSettings(D, { pix: { expiresInDays: 20 }, boleto: { expiresInDays: 40 } });
    const reset = mergePaymentLinkSettings(
      stored,
      updatePaymentLinkSchema.parse({ settings: { pix: { expiresInDays: 0 } } }).settings,
    );
    expect(reset).toMatchObject({ pix: { expiresInDays: 1 }, boleto: { expiresInDays: 40 } });
    for (const bad of [-1, 31, 1.5])
      expect(
        createPaymentLinkSchema.safeParse({ ...body, settings: { pix: { expiresInDays: bad } } }).success,
        String(bad),
      ).toBe(false);
    expect(createPaymentLinkSchema.safeParse({ ...body, settings: { boleto: { expiresInDays: 61 } } }).success).toBe(
      false,
    );
  });
});

describe("payment-link alias", () => {
  it("is kept as sent: case, hyphens and underscores", () => {
    for (const alias of ["MinhaLoja_2026", "meu-link", "ABC", "_a-", "x".repeat(64)])
      expect(aliasSchema.parse(alias)).toBe(alias);
    expect(createPaymentLinkSchema.parse({ title: "X", amount: 100, alias: "Meu-Link" }).alias).toBe("Meu-Link");
    expect(aliasSchema.parse("  Loja_1  ")).toBe("Loja_1");
  });

  it("refuses other characters and lengths outside 3–64", () => {
    for (const alias of ["ab", "x".repeat(65), "a b", "ação", "loja!", "a/b", "a.b", "", "   "])
      expect(aliasSchema.safeParse(alias).success, alias).toBe(false);
  });
});
