import { describe, expect, it } from "vitest";

import {
  CnabFieldError,
  joinFile,
  readRecord,
  type RecordSpec,
  specProblems,
  splitFile,
  toCnabText,
  writeRecord,
} from "./fields";

const SPEC: RecordSpec = [
  { name: "code", from: 1, to: 3, kind: "num" },
  { name: "name", from: 4, to: 13, kind: "alpha", truncate: true },
  { name: "doc", from: 14, to: 18, kind: "alpha" },
  { name: "amount", from: 19, to: 33, kind: "num", decimals: 2 },
  { name: "kind", from: 34, to: 34, kind: "alpha", default: "X" },
  { name: "rest", from: 35, to: 240, kind: "alpha" },
];

describe("writeRecord", () => {
  it("pads numbers with zeros on the left and text with spaces on the right, uppercase, accents folded", () => {
    const line = writeRecord(SPEC, { code: 7, name: "Ação çé", doc: "ab", amount: 87654 });
    expect(line).toHaveLength(240);
    expect(line.slice(0, 34)).toBe("007ACAO CE   AB   000000000087654X");
  });
  it("replaces what is not printable ASCII with a space", () => {
    expect(toCnabText("a\tb\u20acc✓")).toBe("A B C ");
  });
  it("cuts long text only where the spec allows it", () => {
    expect(writeRecord(SPEC, { name: "Maria Aparecida dos Santos" }).slice(3, 13)).toBe("MARIA APAR");
    expect(() => writeRecord(SPEC, { doc: "abcdef" })).toThrow(/doc.*longer than 5/);
  });
  it("never truncates a number", () => {
    expect(() => writeRecord(SPEC, { code: 1234 })).toThrow(CnabFieldError);
    expect(() => writeRecord(SPEC, { code: 1234 })).toThrow(/code: 1234 does not fit in 3 digits/);
    expect(() => writeRecord(SPEC, { amount: -1 })).toThrow(/non-negative integer/);
    expect(() => writeRecord(SPEC, { amount: 1.5 })).toThrow(/non-negative integer/);
    expect(() => writeRecord(SPEC, { code: "12a" })).toThrow(/must be digits/);
  });
  it("refuses a value for a field the record does not have", () => {
    expect(() => writeRecord(SPEC, { nmae: "x" })).toThrow(/nmae: is not a field/);
  });
});

describe("readRecord", () => {
  it("reads back numbers and text", () => {
    const line = writeRecord(SPEC, { code: 7, name: "Ana", amount: 100 });
    expect(readRecord(SPEC, line)).toMatchObject({ code: 7, name: "ANA", doc: "", amount: 100, kind: "X" });
  });
  it("throws with the field and line on letters in a numeric field", () => {
    const line = `00A${" ".repeat(237)}`;
    expect(() => readRecord(SPEC, line, 5)).toThrow(expect.objectContaining({ line: 5, field: "code" }));
  });
  it("reads an all-blank numeric field as zero", () => {
    expect(readRecord(SPEC, " ".repeat(240)).amount).toBe(0);
  });
});

describe("specProblems", () => {
  it("finds gaps, overlaps, short specs and duplicate names", () => {
    expect(specProblems(SPEC)).toEqual([]);
    expect(specProblems(SPEC.filter((f) => f.name !== "doc"))).toContain("amount starts at 19, expected 14");
    expect(specProblems([...SPEC.slice(0, 5), { name: "rest", from: 35, to: 239, kind: "alpha" }])).toContain(
      "fields end at 239, expected 240",
    );
    expect(specProblems([...SPEC.slice(0, 5), { name: "code", from: 35, to: 240, kind: "alpha" }])).toContain(
      "duplicate field code",
    );
  });
});

describe("joinFile / splitFile", () => {
  const a = "A".repeat(240);
  const b = "B".repeat(240);
  it("ends every line with CRLF, the last one too", () => {
    expect(joinFile([a, b])).toBe(`${a}\r\n${b}\r\n`);
  });
  it("splits CRLF and LF, ignoring a final empty line and an EOF mark", () => {
    expect(splitFile(`${a}\r\n${b}\r\n`)).toEqual([a, b]);
    expect(splitFile(`${a}\n${b}`)).toEqual([a, b]);
    expect(splitFile(`${a}\r\n${b}\r\n\x1a`)).toEqual([a, b]);
  });
  it("refuses a line that is not 240 characters, with its 1-based number", () => {
    expect(() => splitFile(`${a}\r\n${b.slice(1)}\r\n`)).toThrow(expect.objectContaining({ line: 2, field: "record" }));
    expect(() => splitFile(`${a}\r\n\r\n${b}\r\n`)).toThrow(expect.objectContaining({ line: 2 }));
  });
});
