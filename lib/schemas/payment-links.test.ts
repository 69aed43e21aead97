import { describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_LINK_SETTINGS as D, createPaymentLinkSchema, mergePaymentLinkSettings, paymentLinkSettingsIssues, updatePaymentLinkSchema } from "./payment-links";

describe("payment-link settings", () => {
  it("merge deeply: one flag changes, the rest stays", () => {
    const merged = mergePaymentLinkSettings(D, { pix: { enabled: false }, card: { maxInstallments: 6 } });
    expect(merged).toEqual({ ...D, pix: { enabled: false, expiresInDays: 1 }, card: { ...D.card, maxInstallments: 6 } });
  });

  it("pick the first enabled method as default when the default one was turned off and none is named", () => {
    expect(mergePaymentLinkSettings(D, { card: { enabled: false } }).defaultPaymentMethod).toBe("pix");
    expect(mergePaymentLinkSettings(D, { card: { enabled: false }, pix: { enabled: false } }).defaultPaymentMethod).toBe("boleto");
    expect(mergePaymentLinkSettings(D, { card: { enabled: false }, defaultPaymentMethod: "credit_card" }).defaultPaymentMethod).toBe("credit_card");
  });

  it("rules: a method enabled, the default enabled, free installments within max", () => {
    expect(paymentLinkSettingsIssues(D)).toEqual([]);
    const none = mergePaymentLinkSettings(D, { card: { enabled: false }, pix: { enabled: false }, boleto: { enabled: false } });
    expect(paymentLinkSettingsIssues(none).map((i) => i.path)).toEqual(["settings"]);
    const free = mergePaymentLinkSettings(D, { card: { freeInstallments: 5, maxInstallments: 4 } });
    expect(paymentLinkSettingsIssues(free).map((i) => i.path)).toEqual(["settings.card.freeInstallments"]);
    const wrongDefault = mergePaymentLinkSettings(D, { defaultPaymentMethod: "boleto", boleto: { enabled: false } });
    expect(paymentLinkSettingsIssues(wrongDefault).map((i) => i.path)).toEqual(["settings.defaultPaymentMethod"]);
  });

  it("the update schema has no defaults, so an empty update changes nothing", () => {
    expect(updatePaymentLinkSchema.parse({})).toEqual({});
    expect(createPaymentLinkSchema.safeParse({ title: "X", amount: 100, alias: "Meu-Link" }).data?.alias).toBe("meu-link");
  });
});
