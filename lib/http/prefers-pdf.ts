/**
 * Whether a request's Accept header asks for a PDF rather than the usual answer (`over`: the page,
 * text/html, on hosted pages; application/json on the API): application/pdf is listed with q > 0 and
 * `over` is not listed with a q as high. Wildcards (`*\/*`, `text/*`) only say anything will do, so
 * `application/pdf, *\/*` is a PDF and a browser's usual header is the page.
 */
export function prefersPdf(accept: string | null, over = "text/html"): boolean {
  const q = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (type) q.set(type, Number.isFinite(value) ? value : 0);
  }
  const pdf = q.get("application/pdf") ?? 0;
  return pdf > 0 && pdf > (q.get(over) ?? 0);
}
