import "server-only";

// Shapes of JSON that parse but must not go further (each used to end in a 500).

export const MAX_JSON_DEPTH = 64;

/**
 * Whether the text nests arrays/objects deeper than `max`, found by counting brackets outside
 * strings before JSON.parse (whose recursion, and every walk after it, could overflow the stack).
 */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * Whether a JSON text can parse to a string holding a lone UTF-16 surrogate: only if it holds one
 * itself or writes one as a `\uD800`–`\uDFFF` escape (a pair written so passes here too; the walk
 * below tells). Most bodies hold neither, and are spared the walk.
 */
export const mayHoldLoneSurrogate = (text: string): boolean => !text.isWellFormed() || /\\u[dD][89a-fA-F]/.test(text);

/**
 * The path of the first string (value or key) holding a lone UTF-16 surrogate ("\ud800"), which
 * PostgreSQL cannot store as UTF-8; null when every string is well formed.
 */
export function loneSurrogatePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.isWellFormed() ? null : path.join(".");
  if (!value || typeof value !== "object") return null;
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const here = [...path, String(k)];
    if (typeof k === "string" && !k.isWellFormed()) return here.join(".");
    const found = loneSurrogatePath(v, here);
    if (found !== null) return found;
  }
  return null;
}
