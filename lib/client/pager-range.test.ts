import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";

import { MESSAGES } from "@/lib/i18n/messages";

import { pagerRange } from "./pager-range";

const label = (locale: keyof typeof MESSAGES, input: Parameters<typeof pagerRange>[0]) => {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "pager" });
  const { key, values } = pagerRange(input);
  return t(key, values);
};

describe("pagerRange", () => {
  it("prints an exact total as it is", () => {
    expect(label("pt-BR", { page: 1, limit: 20, count: 20, total: 120 })).toBe("1–20 de 120");
    expect(label("pt-BR", { page: 6, limit: 20, count: 20, total: 120, isCapped: false })).toBe("101–120 de 120");
    expect(label("en", { page: 2, limit: 50, count: 7, total: 57 })).toBe("51–57 of 57");
  });

  it("marks a total the API stopped counting at with a plus (a million rows: 10.000+)", () => {
    expect(label("pt-BR", { page: 1, limit: 20, count: 20, total: 10_000, isCapped: true })).toBe("1–20 de 10.000+");
    expect(label("pt-BR", { page: 500, limit: 20, count: 20, total: 10_000, isCapped: true })).toBe(
      "9.981–10.000 de 10.000+",
    );
    expect(label("en", { page: 1, limit: 20, count: 20, total: 10_000, isCapped: true })).toBe("1–20 of 10,000+");
  });

  it("an empty page shows 0–0", () => {
    expect(pagerRange({ page: 3, limit: 20, count: 0, total: 0 })).toEqual({
      key: "range",
      values: { from: 0, to: 0, total: 0 },
    });
  });
});
