// The headers every page and answer carries (next.config.ts for what Next serves, the API's fast
// lane for what it serves, lib/http/fast-lane.ts): nothing but our own origin may run, load or frame
// anything; hosted pages take card data and the dashboard moves money. Next's App Router hydrates
// with inline scripts, hence 'unsafe-inline'; `next dev` also needs eval for its refresh runtime.
// HSTS depends on how the request arrived, so lib/http/server-hooks.ts adds it.
// (No imports: next.config.ts loads this file before the "@/" alias exists.)
export function securityHeaders(isDev: boolean): { key: string; value: string }[] {
  const csp = [
    "default-src 'self'",
    "img-src 'self' data:",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "Referrer-Policy", value: "no-referrer" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  ];
}
