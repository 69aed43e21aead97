import "server-only";

// A unique constraint refused a write. Over adapter-pg Prisma reports it as P2002; the PGlite
// adapter passes PostgreSQL's own error through (SQLSTATE 23505 in the cause).
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string; kind?: string } } | null;
  return e?.code === "P2002" || e?.cause?.code === "23505" || e?.cause?.kind === "UniqueConstraintViolation";
}
