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
