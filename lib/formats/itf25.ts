// Interleaved 2 of 5 (ITF), the symbology of the FEBRABAN boleto barcode (44 digits).
// Each digit is five elements, two of them wide; digits go in pairs, the first drawn by the
// bars and the second by the spaces between them. Start: narrow bar, space, bar, space;
// stop: wide bar, narrow space, narrow bar. FEBRABAN asks for a wide:narrow ratio of 3:1.

const PATTERNS = ["nnwwn", "wnnnw", "nwnnw", "wwnnn", "nnwnw", "wnwnn", "nwwnn", "nnnww", "wnnwn", "nwnwn"] as const;

export type ItfElement = { isBar: boolean; width: number };

/** Bars and spaces, left to right, in narrow-module units (no quiet zones). */
export function encodeItf(digits: string, wide = 3): ItfElement[] {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) throw new RangeError("ITF needs an even number of digits");
  const w = (c: string) => (c === "w" ? wide : 1);
  const out: ItfElement[] = [1, 1, 1, 1].map((width, i) => ({ isBar: i % 2 === 0, width }));
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])];
    const spaces = PATTERNS[Number(digits[i + 1])];
    for (let k = 0; k < 5; k++) out.push({ isBar: true, width: w(bars[k]) }, { isBar: false, width: w(spaces[k]) });
  }
  out.push({ isBar: true, width: wide }, { isBar: false, width: 1 }, { isBar: true, width: 1 });
  return out;
}

/** The bars as rectangles (x and width in modules), plus the total width including quiet zones. */
export function itfBars(
  digits: string,
  { wide = 3, quietZone = 10 } = {},
): { bars: { x: number; width: number }[]; totalWidth: number } {
  let x = quietZone;
  const bars: { x: number; width: number }[] = [];
  for (const e of encodeItf(digits, wide)) {
    if (e.isBar) bars.push({ x, width: e.width });
    x += e.width;
  }
  return { bars, totalWidth: x + quietZone };
}

/** Reads elements back into digits (used by the tests to prove the encoding round-trips). */
export function decodeItf(elements: ItfElement[], wide = 3): string {
  const body = elements.slice(4, -3);
  let digits = "";
  for (let i = 0; i < body.length; i += 10) {
    const group = body.slice(i, i + 10);
    const read = (isBar: boolean) =>
      group
        .filter((e) => e.isBar === isBar)
        .map((e) => (e.width === wide ? "w" : "n"))
        .join("");
    for (const p of [read(true), read(false)]) {
      const d = PATTERNS.indexOf(p as (typeof PATTERNS)[number]);
      if (d < 0) throw new RangeError(`not an ITF digit pattern: ${p}`);
      digits += String(d);
    }
  }
  return digits;
}
