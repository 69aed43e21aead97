// The one table of card-brand display names (dashboard, checkout, filters): a brand's name is the
// same in every language. "unknown" has none: each screen words it in its own language.
export const CARD_BRAND_NAMES = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  elo: "Elo",
  hipercard: "Hipercard",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
} as const;

export type KnownCardBrand = keyof typeof CARD_BRAND_NAMES;
export type CardBrand = KnownCardBrand | "unknown";

/** The brands cardBrand() recognises, in the table's order. */
export const knownCardBrands = Object.keys(CARD_BRAND_NAMES) as [KnownCardBrand, ...KnownCardBrand[]];

/** A brand's display name; null for "unknown" and for a brand this table does not know. */
export function cardBrandName(brand: string): string | null {
  return Object.hasOwn(CARD_BRAND_NAMES, brand) ? CARD_BRAND_NAMES[brand as KnownCardBrand] : null;
}

type BinRange = readonly [from: number, to: number];

// Elo issues cards inside ranges that Visa (4), Mastercard-like (5) and
// Discover (65) would otherwise claim, so these 6-digit BINs are checked first.
const ELO_BINS: ReadonlyArray<BinRange> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

// Hipercard's 3841xx BINs sit inside Diners' 38 prefix, so they also go first.
const HIPERCARD_BINS: ReadonlyArray<BinRange> = [
  [606282, 606282],
  [384100, 384100],
  [384140, 384140],
  [384160, 384160],
];

function inRanges(bin: number, ranges: ReadonlyArray<BinRange>): boolean {
  return ranges.some(([from, to]) => bin >= from && bin <= to);
}

function prefixBetween(pan: string, length: number, from: number, to: number): boolean {
  if (pan.length < length) return false;
  const prefix = Number(pan.slice(0, length));
  return prefix >= from && prefix <= to;
}

/** Card brand from the BIN (leading digits); spaces and dashes are ignored. */
export function cardBrand(pan: string): CardBrand {
  const digits = pan.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return "unknown";

  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (inRanges(bin, ELO_BINS)) return "elo";
    if (inRanges(bin, HIPERCARD_BINS)) return "hipercard";
  }

  if (prefixBetween(digits, 2, 34, 34) || prefixBetween(digits, 2, 37, 37)) return "amex";
  if (prefixBetween(digits, 3, 300, 305)) return "diners";
  if (prefixBetween(digits, 2, 36, 36) || prefixBetween(digits, 2, 38, 38)) return "diners";
  if (digits.startsWith("6011") || digits.startsWith("65")) return "discover";
  if (prefixBetween(digits, 4, 3528, 3589)) return "jcb";
  if (prefixBetween(digits, 2, 51, 55) || prefixBetween(digits, 4, 2221, 2720)) return "mastercard";
  if (digits.startsWith("4")) return "visa";
  return "unknown";
}
