import { acceptQualities } from "./accept-qualities";

/**
 * Whether a request's Accept header asks for a PDF rather than the usual answer (`over`: the page,
 * text/html, on hosted pages; application/json on the API): application/pdf is listed with q > 0 and
 * `over` is not listed with a q as high. Wildcards (`*\/*`, `text/*`) only say anything will do, so
 * `application/pdf, *\/*` is a PDF and a browser's usual header is the page.
 */
export function prefersPdf(accept: string | null, over = "text/html"): boolean {
  const q = acceptQualities(accept);
  const pdf = q.get("application/pdf") ?? 0;
  return pdf > 0 && pdf > (q.get(over) ?? 0);
}
