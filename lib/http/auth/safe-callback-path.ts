import "server-only";

const ORIGIN = "http://colmeia.invalid";

/**
 * Where to go after sign-in: a same-origin path, or `fallback`. Judged as the browser will judge
 * it (the WHATWG URL parser drops tabs and newlines and reads "\" as "/"), so "/\tevil" shapes,
 * "//evil", "/\evil" and their encoded variants, which a browser would follow to another host,
 * are refused; control characters anywhere are refused too.
 */
export function safeCallbackPath(raw: unknown, fallback = "/overview"): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.length > 2000) return fallback;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback;
  }

  if (/[\u0000-\u001f\u007f\\]/.test(raw + decoded)) return fallback;
  if (raw.startsWith("//") || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}
