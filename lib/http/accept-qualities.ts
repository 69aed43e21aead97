/**
 * An Accept header as media type → quality (`q`, 1 when not given; a malformed one counts 0),
 * types lower-cased. Wildcards are kept as written: the callers decide that `*\/*` says nothing.
 */
export function acceptQualities(accept: string | null): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (type) q.set(type, Number.isFinite(value) ? value : 0);
  }
  return q;
}
