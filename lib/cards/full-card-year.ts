// Cards print the year as YY; card data is stored and returned with four digits (26 → 2026),
// whichever way it came in (raw card fields or a card hash from a hosted page).
export const fullCardYear = (year: number) => (year < 100 ? 2000 + year : year);
