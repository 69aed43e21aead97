// A provider's base URL (a PSP's API Pix, Cielo's hosts): https://, or plain http:// only to this
// machine (tests, the built-in servers). Checked when the environment is parsed (env.ts), so a bad
// CIELO_API_URL stops the start, and again where a connector is built from any other source.
// Relative imports only: next.config.ts loads env.ts without the "@/" alias.

/** localhost, 127.0.0.0/8 or ::1 (brackets allowed). */
function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Whether a URL may carry calls to a provider: https, or http to a loopback host. */
export function isProviderUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
}
