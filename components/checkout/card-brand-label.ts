const BRAND_LABELS: Record<string, string> = {
  visa: "Visa", mastercard: "Mastercard", amex: "American Express", elo: "Elo", hipercard: "Hipercard", diners: "Diners Club", discover: "Discover", jcb: "JCB",
};

export function cardBrandLabel(brand: string): string {
  return BRAND_LABELS[brand] ?? "Cartão";
}
