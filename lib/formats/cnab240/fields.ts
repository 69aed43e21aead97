// FEBRABAN CNAB 240 records: fixed-width lines of 240 characters described by field tables whose
// positions are 1-based and inclusive, as the manuals print them. Shared by cobrança (boletos) and
// pagamentos (payouts). Pure: no I/O.

export const RECORD_LENGTH = 240;

export type FieldSpec = {
  name: string;
  from: number;
  to: number;
  /** num: right-aligned, zero-padded digits; alpha: left-aligned, space-padded, uppercase ASCII */
  kind: "num" | "alpha";
  /** implied decimals of a numeric value (documentation: values are integers in the smallest unit) */
  decimals?: number;
  /** written when no value is given (otherwise zeros for num, spaces for alpha) */
  default?: string | number;
  /** alpha text longer than the field is cut (names, addresses) instead of refused */
  truncate?: boolean;
  /** alpha text keeps its lower case (Pix keys: e-mails and random keys are case-sensitive) */
  keepCase?: boolean;
};

export type RecordSpec = readonly FieldSpec[];

type Extra = Pick<FieldSpec, "decimals" | "default" | "truncate" | "keepCase">;
/** A numeric field (zero-padded), `from`-`to` as the manuals print them. */
export const num = (name: string, from: number, to: number, extra: Extra = {}): FieldSpec => ({
  name,
  from,
  to,
  kind: "num",
  ...extra,
});
/** An alphanumeric field (space-padded, upper case unless keepCase). */
export const alpha = (name: string, from: number, to: number, extra: Extra = {}): FieldSpec => ({
  name,
  from,
  to,
  kind: "alpha",
  ...extra,
});
/** An amount in cents (two implied decimals). */
export const money = (name: string, from: number, to: number) => num(name, from, to, { decimals: 2 });

export type FieldValue = string | number | undefined;
export type RecordValues = Record<string, FieldValue>;
export type ReadValues = Record<string, string | number>;

export class CnabFieldError extends Error {
  readonly line?: number;
  readonly field: string;
  constructor(field: string, message: string, line?: number) {
    super(line === undefined ? `${field}: ${message}` : `line ${line}, ${field}: ${message}`);
    this.name = "CnabFieldError";
    this.field = field;
    this.line = line;
  }
}

/** Uppercase printable ASCII: accents folded (ç → C, ã → A), anything else outside 0x20–0x7E → space. */
export function toCnabText(text: string, keepCase = false): string {
  const folded = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "AE")
    .replace(/ø/g, "o")
    .replace(/Ø/g, "O");
  return (keepCase ? folded : folded.toUpperCase()).replace(/[^\x20-\x7e]/g, " ");
}

function formatField(field: FieldSpec, value: FieldValue): string {
  const width = field.to - field.from + 1;
  const given = value ?? field.default;
  if (field.kind === "num") {
    if (given === undefined || given === "") return "0".repeat(width);
    const digits = typeof given === "number" ? numberDigits(field, given) : given;
    if (!/^\d+$/.test(digits)) throw new CnabFieldError(field.name, `must be digits, got "${digits}"`);
    if (digits.length > width) {
      throw new CnabFieldError(
        field.name,
        `${digits} does not fit in ${width} digits (positions ${field.from}-${field.to})`,
      );
    }
    return digits.padStart(width, "0");
  }
  const text = toCnabText(given === undefined ? "" : String(given), field.keepCase);
  if (text.length > width && !field.truncate) {
    throw new CnabFieldError(
      field.name,
      `"${text}" is longer than ${width} characters (positions ${field.from}-${field.to})`,
    );
  }
  return text.slice(0, width).padEnd(width, " ");
}

function numberDigits(field: FieldSpec, value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new CnabFieldError(field.name, `must be a non-negative integer, got ${value}`);
  }
  return String(value);
}

/** One 240-character record. Every value must name a field of the spec (a typo is an error). */
export function writeRecord(spec: RecordSpec, values: RecordValues): string {
  const names = new Set(spec.map((f) => f.name));
  for (const key of Object.keys(values)) {
    if (!names.has(key)) throw new CnabFieldError(key, "is not a field of this record");
  }
  const line = spec.map((f) => formatField(f, values[f.name])).join("");
  if (line.length !== RECORD_LENGTH)
    throw new CnabFieldError("record", `spec covers ${line.length} characters, not 240`);
  return line;
}

/**
 * Reads a record: num fields as numbers (all blanks read as 0: banks leave unused numeric fields
 * blank), alpha fields as text without trailing spaces. Letters in a num field throw.
 */
export function readRecord(spec: RecordSpec, line: string, lineNumber?: number): ReadValues {
  if (line.length !== RECORD_LENGTH) {
    throw new CnabFieldError("record", `has ${line.length} characters, not ${RECORD_LENGTH}`, lineNumber);
  }
  const out: ReadValues = {};
  for (const f of spec) {
    const raw = line.slice(f.from - 1, f.to);
    if (f.kind === "alpha") {
      out[f.name] = raw.trimEnd();
      continue;
    }
    if (/^ +$/.test(raw)) {
      out[f.name] = 0;
      continue;
    }
    if (!/^\d+$/.test(raw)) {
      throw new CnabFieldError(f.name, `positions ${f.from}-${f.to} must be digits, got "${raw}"`, lineNumber);
    }
    const n = Number(raw);
    if (!Number.isSafeInteger(n)) throw new CnabFieldError(f.name, `${raw} is too large`, lineNumber);
    out[f.name] = n;
  }
  return out;
}

/** The raw text of a field (for digit strings whose leading zeros matter, like documents). */
export function fieldText(spec: RecordSpec, name: string, line: string): string {
  const f = spec.find((s) => s.name === name);
  if (!f) throw new CnabFieldError(name, "is not a field of this record");
  return line.slice(f.from - 1, f.to);
}

/** Problems with a spec: fields out of order, gaps, overlaps, not covering 1–240, duplicate names. */
export function specProblems(spec: RecordSpec): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let next = 1;
  for (const f of spec) {
    if (seen.has(f.name)) problems.push(`duplicate field ${f.name}`);
    seen.add(f.name);
    if (f.from !== next) problems.push(`${f.name} starts at ${f.from}, expected ${next}`);
    if (f.to < f.from) problems.push(`${f.name} ends before it starts`);
    if (f.default !== undefined && f.kind === "num" && !/^\d*$/.test(String(f.default))) {
      problems.push(`${f.name} has a non-numeric default`);
    }
    next = f.to + 1;
  }
  if (next !== RECORD_LENGTH + 1) problems.push(`fields end at ${next - 1}, expected ${RECORD_LENGTH}`);
  return problems;
}

/** CRLF after every line, the last one included. */
export function joinFile(lines: readonly string[]): string {
  return lines.map((l) => `${l}\r\n`).join("");
}

/** Lines of a file (CRLF or LF); a trailing empty line or EOF mark (0x1A) is ignored. */
export function splitFile(text: string): string[] {
  const body = text.replace(/\x1a+$/, "");
  const lines = body.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  lines.forEach((line, i) => {
    if (line.length !== RECORD_LENGTH) {
      throw new CnabFieldError("record", `has ${line.length} characters, not ${RECORD_LENGTH}`, i + 1);
    }
  });
  return lines;
}
