import "server-only";

import { createHash } from "node:crypto";

import { CnabFieldError } from "@/lib/formats/cnab240/fields";
import { ApiError } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";

// What the boleto and payout rails' CNAB 240 files share (docs/rails.md): how a stored file is
// answered, its fingerprint, an invalid file's error, and importing a retorno once.

export type CnabFileMeta<Summary> = {
  id: number;
  kind: "remessa" | "retorno";
  sequence: number;
  status: string;
  recordCount: number;
  createdAt: string;
  summary: Summary | null;
};

type FileRow = {
  id: number;
  kind: string;
  sequence: number;
  status: string;
  recordCount: number;
  createdAt: Date;
  summary: unknown;
};

export const toFileMeta = <Summary>(f: FileRow): CnabFileMeta<Summary> => ({
  id: f.id,
  kind: f.kind as "remessa" | "retorno",
  sequence: f.sequence,
  status: f.status,
  recordCount: f.recordCount,
  createdAt: f.createdAt.toISOString(),
  summary: (f.summary as Summary | null) ?? null,
});

/** A file's SHA-256, one byte per character (CNAB files are ASCII). */
export const fileSha256 = (text: string) => createHash("sha256").update(text, "latin1").digest("hex");

/** 422 invalid_file naming the file's 1-based line and the field, from the format's error. */
export function invalidCnabFile(what: string, error: Error & { line?: number; field?: string }) {
  return new ApiError(
    "invalid_file",
    `Invalid CNAB 240 ${what}${error.line ? ` at line ${error.line}` : ""}: ${error.message}`,
    {
      ...(error.line !== undefined && { line: error.line }),
      field: error.field ?? "record",
    },
  );
}

/**
 * A retorno read by its format's parser; what the parser refuses (a bad line, a wrong check digit)
 * is a 422 invalid_file naming the line and the field.
 */
export function parseRetorno<Parsed>(what: string, parse: () => Parsed): Parsed {
  try {
    return parse();
  } catch (error) {
    if (error instanceof RangeError || error instanceof CnabFieldError) throw invalidCnabFile(what, error);
    throw error;
  }
}

/**
 * Imports a file once: the same file again (its SHA-256 already stored, or stored by a concurrent
 * import that won the unique index) answers that import with `imported: false`.
 */
export async function importOnce<File>(
  earlier: () => Promise<File | null>,
  run: () => Promise<File>,
): Promise<{ imported: boolean; file: File }> {
  const seen = await earlier();
  if (seen) return { imported: false, file: seen };
  try {
    return { imported: true, file: await run() };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const other = await earlier();
      if (other) return { imported: false, file: other };
    }
    throw error;
  }
}
