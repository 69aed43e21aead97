// Luhn (mod 10) is the first gate for any card number: it catches typos before
// we spend a round trip on the acquirer.

const DIGITS_ONLY = /^\d+$/;

function luhnSum(digits: string, doubleFirstFromRight: boolean): number {
  let sum = 0;
  let shouldDouble = doubleFirstFromRight;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (shouldDouble) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    shouldDouble = !shouldDouble;
  }
  return sum;
}

/** True when `pan` (digits only, 12–19 long) passes the Luhn check. */
export function isLuhnValid(pan: string): boolean {
  if (!DIGITS_ONLY.test(pan)) return false;
  // Real PANs are 12–19 digits; shorter strings like "0" would trivially pass.
  if (pan.length < 12 || pan.length > 19) return false;
  return luhnSum(pan, false) % 10 === 0;
}

/** The digit that, appended to `partial`, makes it Luhn-valid. */
export function luhnCheckDigit(partial: string): string {
  if (!DIGITS_ONLY.test(partial)) throw new Error("luhnCheckDigit expects digits only");
  // The check digit will sit rightmost, so the current rightmost digit gets doubled.
  const sum = luhnSum(partial, true);
  return String((10 - (sum % 10)) % 10);
}
