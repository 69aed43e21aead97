const BRAND_LABELS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  elo: "Elo",
  hipercard: "Hipercard",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
};

/**
 * Brand names are the same in every language; an unknown brand is just "card": pass
 * useTranslations("ui.cardBrand").
 */
export function cardBrandLabel(brand: string, t: (key: "unknown") => string): string {
  return BRAND_LABELS[brand] ?? t("unknown");
}
