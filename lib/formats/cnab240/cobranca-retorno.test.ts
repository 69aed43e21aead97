import { describe, expect, it } from "vitest";

import { buildCobrancaRetorno, parseCobrancaRetorno, type RetornoOccurrenceInput } from "./cobranca";
import { AGREEMENTS, CREATED_AT } from "./cobranca-test-data";
import { CnabFieldError } from "./fields";

const base = { nossoNumero: "42", documentNumber: "1001", dueDate: "2026-06-30", amount: 123456 };
const retorno = (bank: "001" | "341" | "237", occurrences: RetornoOccurrenceInput[]) =>
  buildCobrancaRetorno({ agreement: AGREEMENTS[bank], sequence: 9, createdAt: CREATED_AT, occurrences });

function refusal(text: string): CnabFieldError {
  try {
    parseCobrancaRetorno(text);
  } catch (error) {
    if (error instanceof CnabFieldError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

const editLine = (file: string, lineNo: number, edit: (line: string) => string) => {
  const lines = file.split("\r\n");
  lines[lineNo - 1] = edit(lines[lineNo - 1]);
  return lines.join("\r\n");
};
const put = (line: string, from: number, text: string) =>
  line.slice(0, from - 1) + text + line.slice(from - 1 + text.length);

describe.each(["001", "341", "237"] as const)("retorno of bank %s", (bank) => {
  const occurrences: RetornoOccurrenceInput[] = [
    { ...base, movementCode: "02", occurrenceDate: "2026-06-02" },
    { ...base, nossoNumero: "43", movementCode: "03", reasons: bank === "341" ? ["37", "03"] : ["46", "48"] },
    {
      ...base,
      movementCode: "06",
      paidAmount: 125000,
      tariff: 250,
      interestAndFine: 1544,
      occurrenceDate: "2026-07-02",
      creditDate: "2026-07-03",
      reasons: bank === "341" ? [] : ["04"],
    },
    {
      ...base,
      nossoNumero: "44",
      movementCode: "09",
      occurrenceDate: "2026-08-01",
      reasons: bank === "341" ? [] : ["10"],
    },
    { ...base, nossoNumero: "45", movementCode: "14", dueDate: "2026-07-15" },
    { ...base, nossoNumero: "46", movementCode: "17", paidAmount: 123456, occurrenceDate: "2026-08-05" },
    { ...base, nossoNumero: "47", movementCode: "28", tariff: 180 },
  ];
  const file = retorno(bank, occurrences);
  const parsed = parseCobrancaRetorno(file);

  it("gives back the header: bank, sequence, creation instant, agreement", () => {
    expect(parsed.bank).toBe(bank);
    expect(parsed.sequence).toBe(9);
    expect(parsed.createdAt.toISOString()).toBe(CREATED_AT.toISOString());
    expect(parsed.agreement.document).toBe("12345678000195");
    expect(parsed.trailer).toEqual({ batches: 1, records: 2 + 14 + 2, simpleCount: 7, simpleTotal: 7 * 123456 });
  });

  it("gives back every occurrence with its line, numbers, amounts and dates", () => {
    expect(parsed.occurrences.map((o) => [o.line, o.nossoNumero, o.documentNumber, o.movementCode])).toEqual(
      occurrences.map((o, i) => [3 + 2 * i, o.nossoNumero, o.documentNumber, o.movementCode]),
    );
    const paid = parsed.occurrences[2];
    expect(paid).toMatchObject({
      kind: "paid",
      amount: 123456,
      paidAmount: 125000,
      tariff: 250,
      interestAndFine: 1544,
      discount: 0,
      occurrenceDate: "2026-07-02",
      creditDate: "2026-07-03",
    });
    expect(parsed.occurrences[0]).toMatchObject({
      kind: "entry_confirmed",
      reasons: [],
      occurrenceDate: "2026-06-02",
      creditDate: undefined,
    });
    expect(parsed.occurrences[3].kind).toBe("written_off");
    expect(parsed.occurrences[4].kind).toBe("due_date_changed");
    expect(parsed.occurrences[6]).toMatchObject({ kind: "other", tariff: 180 });
  });

  it("reads rejection reasons with their English text", () => {
    const rejected = parsed.occurrences[1];
    expect(rejected.kind).toBe("entry_rejected");
    if (bank === "341") {
      expect(rejected).toMatchObject({ reasons: ["37", "03"], reasonText: "invalid payer document; invalid zip code" });
    } else {
      expect(rejected).toMatchObject({ reasons: ["46", "48"], reasonText: "invalid payer document; invalid zip code" });
    }
  });

  it("reads movement 17 by the bank's own table", () => {
    // FEBRABAN: paid after write-off; Itaú: a change of data rejected
    expect(parsed.occurrences[5].kind).toBe(bank === "341" ? "other" : "paid");
  });

  it("refuses letters in a numeric field with the line and field", () => {
    const err = refusal(editLine(file, 6, (l) => put(l, 78, "00000000012A456")));
    expect([err.line, err.field]).toEqual([6, "paidAmount"]);
  });

  it("refuses a 239-character line", () => {
    const err = refusal(editLine(file, 4, (l) => l.slice(0, 239)));
    expect([err.line, err.field]).toEqual([4, "record"]);
  });

  it("refuses wrong record counts in the batch and file trailers", () => {
    const lines = file.split("\r\n");
    const batchNo = lines.length - 2; // the batch trailer (the last element is the empty string after the CRLF)
    const batch = refusal(editLine(file, batchNo, (l) => put(l, 18, "000099")));
    expect([batch.line, batch.field]).toEqual([batchNo, "records"]);
    const total = refusal(editLine(file, batchNo + 1, (l) => put(l, 24, "000099")));
    expect([total.line, total.field]).toEqual([batchNo + 1, "records"]);
    const batches = refusal(editLine(file, batchNo + 1, (l) => put(l, 18, "000002")));
    expect([batches.line, batches.field]).toEqual([batchNo + 1, "batches"]);
  });

  it("refuses a file with a dropped detail line (the counts no longer match)", () => {
    const lines = file.split("\r\n");
    lines.splice(4, 2); // one T+U pair removed
    expect(refusal(lines.join("\r\n")).field).toBe("records");
  });

  it("refuses a nosso número with a wrong check digit (Itaú, Bradesco)", () => {
    if (bank === "001") return;
    const at = bank === "341" ? 49 : 57;
    const err = refusal(editLine(file, 3, (l) => put(l, at, l[at - 1] === "1" ? "2" : "1")));
    expect([err.line, err.field]).toEqual([3, "nossoNumero"]);
  });
});

describe("retorno text", () => {
  const file = retorno("001", [{ ...base, movementCode: "06", paidAmount: 123456 }]);

  it("accepts LF line ends, and a trailing EOF mark", () => {
    expect(parseCobrancaRetorno(file.replace(/\r\n/g, "\n")).occurrences).toHaveLength(1);
    expect(parseCobrancaRetorno(`${file}\x1a`).occurrences).toHaveLength(1);
  });

  it("refuses a remessa given as a retorno, a T without its U, an unknown bank", () => {
    expect(refusal(editLine(file, 1, (l) => put(l, 143, "1"))).field).toBe("fileKind");
    const lines = file.split("\r\n");
    lines.splice(3, 1);
    expect(refusal(lines.join("\r\n"))).toMatchObject({ line: 4, field: "segment" });
    expect(refusal(file.replace(/^001/gm, "033"))).toMatchObject({ line: 1, field: "bank" });
  });

  it("reads a Banco do Brasil line as the bank writes it, blanks in the payer fields", () => {
    const blanked = editLine(file, 3, (l) => put(l, 133, " ".repeat(66)));
    expect(parseCobrancaRetorno(blanked).occurrences[0]).toMatchObject({
      nossoNumero: "42",
      kind: "paid",
      paidAmount: 123456,
    });
  });
});

describe("batch trailer totals", () => {
  const occurrences: RetornoOccurrenceInput[] = [
    { ...base, movementCode: "06", paidAmount: 123456, occurrenceDate: "2026-07-02" },
    { ...base, nossoNumero: "43", amount: 1000, movementCode: "02" },
  ];
  // the batch trailer is the second-to-last line; its títulos' total is positions 30-46
  const trailerLine = (file: string) => file.split("\r\n").length - 2;

  it.each(["001", "341", "237"] as const)("bank %s: a total that is not its títulos' refuses the file", (bank) => {
    const file = retorno(bank, occurrences);
    expect(parseCobrancaRetorno(file).trailer).toMatchObject({ simpleCount: 2, simpleTotal: 124456 });
    const wrong = refusal(editLine(file, trailerLine(file), (l) => put(l, 30, "00000000000124457")));
    expect(wrong).toMatchObject({ field: "simpleTotal", line: trailerLine(file) });
    expect(wrong.message).toMatch(/totals 124457 cents of títulos, the batch's segments T add up to 124456/);
    const miscounted = refusal(editLine(file, trailerLine(file), (l) => put(l, 24, "000003")));
    expect(miscounted).toMatchObject({ field: "simpleCount", line: trailerLine(file) });
  });

  it("Banco do Brasil may leave them unfilled (all zero); Itaú and Bradesco may not", () => {
    const zeros = (l: string) => put(l, 24, "0".repeat(92));
    const bb = retorno("001", occurrences);
    expect(parseCobrancaRetorno(editLine(bb, trailerLine(bb), zeros)).occurrences).toHaveLength(2);
    for (const bank of ["341", "237"] as const) {
      const file = retorno(bank, occurrences);
      expect(refusal(editLine(file, trailerLine(file), zeros))).toMatchObject({ field: "simpleCount" });
    }
  });
});

// Itaú's own codes in segments T and U written by hand, field by field at Itaú's positions (not
// by buildCobrancaRetorno), inside a file whose header and trailers the builder frames: agency 0057,
// account 12345-7, carteira 109; nosso números 42 (DAC 0) and 43 (DAC 8).
describe("Itaú 08 (paid at the notary) and 32 (written off by protest), hand-written", () => {
  const line = (fields: [number, string][]) => fields.reduce((l, [at, text]) => put(l, at, text), " ".repeat(240));
  const head = (record: number, segment: string, code: string): [number, string][] => [
    [1, "3410001"],
    [8, "3"],
    [9, String(record).padStart(5, "0")],
    [14, segment],
    [16, code],
  ];
  const t = (record: number, code: string, nossoNumero: string, documentNumber: string) =>
    line([
      ...head(record, "T", code),
      [18, "00057 000000012345 7"], // 0 + agency, blank, zeros + account, blank, DAC
      [38, nossoNumero],
      [58, "1"],
      [59, documentNumber],
      [74, "30062026"], // due date
      [82, "000000000123456"], // amount
      [97, "34100000"], // collecting bank and agency
      [106, documentNumber],
      [131, "09"], // currency
      [133, "0000000000000000"], // payer document type and number
      [149, "FULANO DE TAL"],
      [189, "0000000000"], // contract
      [199, "000000000000250"], // tariff
    ]);
  const u = (record: number, code: string, paid: string, date: string) =>
    line([
      ...head(record, "U", code),
      [18, "0".repeat(120)], // juros/multa, desconto, abatimento, IOF, pago, líquido, despesas, créditos
      [78, paid],
      [93, paid],
      [138, date],
      [146, "00000000"], // credit date
      [211, "000"],
    ]);

  it("reads them as a payment and a write-off", () => {
    const frame = retorno("341", [
      { ...base, movementCode: "06" },
      { ...base, nossoNumero: "43", documentNumber: "1002", movementCode: "09" },
    ]).split("\r\n");
    frame.splice(
      2,
      4,
      t(1, "08", "109000000420        ", "1001      "),
      u(2, "08", "000000000123456", "02072026"),
      t(3, "32", "109000000438        ", "1002      "),
      u(4, "32", "000000000000000", "01082026"),
    );
    const [paid, writtenOff] = parseCobrancaRetorno(frame.join("\r\n")).occurrences;
    expect(paid).toMatchObject({
      line: 3,
      nossoNumero: "42",
      documentNumber: "1001",
      movementCode: "08",
      kind: "paid",
      amount: 123456,
      paidAmount: 123456,
      tariff: 250,
      occurrenceDate: "2026-07-02",
    });
    expect(writtenOff).toMatchObject({
      line: 5,
      nossoNumero: "43",
      documentNumber: "1002",
      movementCode: "32",
      kind: "written_off",
      occurrenceDate: "2026-08-01",
    });
  });
});
