import { describe, expect, it } from "vitest";

import { type Agreement, buildCobrancaRemessa, interestPerDay, type RemessaEntry } from "./cobranca";
import { allCobrancaSpecs } from "./cobranca-specs";
import { AGREEMENTS, CREATED_AT, ENTRY } from "./cobranca-test-data";
import { CnabFieldError, specProblems } from "./fields";

type Row = [name: string, from: number, to: number, expected: string];

const remessa = (agreement: Agreement, entries: RemessaEntry[] = [ENTRY]) =>
  buildCobrancaRemessa({ agreement, sequence: 7, createdAt: CREATED_AT, entries });
const linesOf = (file: string) => file.split("\r\n").slice(0, -1);

// every row a field of the manual: slicing the line at from-to gives the expected text
function expectFields(line: string, rows: Row[]) {
  expect(line).toHaveLength(240);
  const actual = Object.fromEntries(
    rows.map(([name, from, to]) => [`${name} ${from}-${to}`, line.slice(from - 1, to)]),
  );
  const expected = Object.fromEntries(rows.map(([name, from, to, value]) => [`${name} ${from}-${to}`, value]));
  expect(actual).toEqual(expected);
  for (const [name, from, to, value] of rows) expect(value.length, name).toBe(to - from + 1);
}

const pad = (s: string, n: number) => s.padEnd(n, " ");
const zeros = (n: number) => "0".repeat(n);
const spaces = (n: number) => " ".repeat(n);

describe("cobrança record specs", () => {
  it.each(Object.entries(allCobrancaSpecs()))("%s covers 1-240 without gaps or overlaps", (_, spec) => {
    expect(specProblems(spec)).toEqual([]);
  });
});

const FILE_HEADER_COMMON: Row[] = [
  ["bank lot", 4, 7, "0000"],
  ["record type", 8, 8, "0"],
  ["cnab", 9, 17, spaces(9)],
  ["document type", 18, 18, "2"],
  ["document", 19, 32, "12345678000195"],
  ["company name", 73, 102, pad("LOJA EXEMPLO LTDA", 30)],
  ["cnab", 133, 142, spaces(10)],
  ["remessa", 143, 143, "1"],
  ["date", 144, 151, "01062026"],
  ["time (São Paulo)", 152, 157, "120405"],
  ["NSA", 158, 163, "000007"],
  ["density", 167, 171, "00000"],
  ["reserved", 172, 240, spaces(69)],
];

const FILE_HEADER: Record<string, Row[]> = {
  "001": [
    ["bank", 1, 3, "001"],
    ["convênio", 33, 52, "001234567" + "0014" + "17" + "019" + "  "],
    ["agency", 53, 57, "01234"],
    ["agency DV", 58, 58, "3"],
    ["account", 59, 70, "000000056789"],
    ["account DV", 71, 71, "X"],
    ["ag/account DV", 72, 72, " "],
    ["bank name", 103, 132, pad("BANCO DO BRASIL S.A.", 30)],
    ["layout", 164, 166, "083"],
  ],
  "341": [
    ["bank", 1, 3, "341"],
    ["convênio", 33, 52, spaces(20)],
    ["zero", 53, 53, "0"],
    ["agency", 54, 57, "0057"],
    ["blank", 58, 58, " "],
    ["zeros", 59, 65, "0000000"],
    ["account", 66, 70, "12345"],
    ["blank", 71, 71, " "],
    ["DAC", 72, 72, "7"],
    ["bank name", 103, 132, pad("BANCO ITAU SA", 30)],
    ["layout", 164, 166, "040"],
  ],
  "237": [
    ["bank", 1, 3, "237"],
    ["convênio", 33, 52, "00000000000004567890"],
    ["agency", 53, 57, "01234"],
    ["agency DV", 58, 58, "0"],
    ["account", 59, 70, "000000001234"],
    ["account DV", 71, 71, "P"],
    ["ag/account DV", 72, 72, " "],
    ["bank name", 103, 132, pad("BRADESCO", 30)],
    ["layout", 164, 166, "084"],
  ],
};

const BATCH_HEADER_COMMON: Row[] = [
  ["lot", 4, 7, "0001"],
  ["record type", 8, 8, "1"],
  ["operation", 9, 9, "R"],
  ["service", 10, 11, "01"],
  ["cnab", 17, 17, " "],
  ["document type", 18, 18, "2"],
  ["document", 19, 33, "012345678000195"],
  ["company name", 74, 103, pad("LOJA EXEMPLO LTDA", 30)],
  ["messages", 104, 183, spaces(80)],
  ["remessa number", 184, 191, "00000007"],
  ["recorded", 192, 199, "01062026"],
  ["credit date", 200, 207, zeros(8)],
  ["cnab", 208, 240, spaces(33)],
];

const BATCH_HEADER: Record<string, Row[]> = {
  "001": [
    ["cnab", 12, 13, "  "],
    ["layout", 14, 16, "042"],
    ["convênio", 34, 53, "001234567" + "0014" + "17" + "019" + "  "],
    ["agency", 54, 58, "01234"],
    ["agency DV", 59, 59, "3"],
    ["account", 60, 71, "000000056789"],
    ["account DV", 72, 72, "X"],
  ],
  "341": [
    ["cnab", 12, 13, "00"],
    ["layout", 14, 16, "030"],
    ["convênio", 34, 53, spaces(20)],
    ["agency block", 54, 73, "0" + "0057" + " " + "0000000" + "12345" + " " + "7"],
  ],
  "237": [
    ["cnab", 12, 13, "  "],
    ["layout", 14, 16, "042"],
    ["convênio", 34, 53, "00000000000004567890"],
    ["agency", 54, 58, "01234"],
    ["agency DV", 59, 59, "0"],
    ["account", 60, 71, "000000001234"],
    ["account DV", 72, 72, "P"],
  ],
};

const detailHead = (bank: string, n: number, segment: string, movement = "01"): Row[] => [
  ["bank", 1, 3, bank],
  ["lot", 4, 7, "0001"],
  ["record type", 8, 8, "3"],
  ["record number", 9, 13, String(n).padStart(5, "0")],
  ["segment", 14, 14, segment],
  ["cnab", 15, 15, " "],
  ["movement", 16, 17, movement],
];

const P_COMMON: Row[] = [
  ["due date", 78, 85, "30062026"],
  ["amount", 86, 100, "000000000123456"],
  ["collecting agency", 101, 105, "00000"],
  ["accepted", 109, 109, "N"],
  ["issue date", 110, 117, "01062026"],
  ["interest date (day after due)", 119, 126, "01072026"],
  ["discount date", 143, 150, "20062026"],
  ["discount value", 151, 165, "000000000001000"],
  ["IOF", 166, 180, zeros(15)],
  ["rebate", 181, 195, zeros(15)],
  ["company use", 196, 220, pad("1001", 25)],
  ["protest: do not protest", 221, 221, "3"],
  ["protest days", 222, 223, "00"],
  ["write-off code", 224, 224, "0"],
];

const SEGMENT_P: Record<string, Row[]> = {
  "001": [
    ...detailHead("001", 1, "P"),
    ["agency", 18, 22, "01234"],
    ["agency DV", 23, 23, "3"],
    ["account", 24, 35, "000000056789"],
    ["account DV", 36, 36, "X"],
    ["ag/account DV", 37, 37, " "],
    ["nosso número (convênio 7 + 10)", 38, 57, pad("12345670000000042", 20)],
    ["wallet 17 → 7", 58, 58, "7"],
    ["registered", 59, 59, "1"],
    ["document type", 60, 60, "1"],
    ["company issues", 61, 61, "2"],
    ["company distributes", 62, 62, "2"],
    ["seu número", 63, 77, pad("1001", 15)],
    ["collecting agency DV", 106, 106, " "],
    ["kind DM", 107, 108, "02"],
    ["interest code: monthly rate", 118, 118, "2"],
    ["interest 2 %", 127, 141, "000000000000200"],
    ["discount code: amount", 142, 142, "1"],
    ["write-off days", 225, 227, "000"],
    ["currency Real", 228, 229, "09"],
    ["contract", 230, 239, zeros(10)],
    ["partial payment", 240, 240, " "],
    ...P_COMMON,
  ],
  "341": [
    ...detailHead("341", 1, "P"),
    ["zero", 18, 18, "0"],
    ["agency", 19, 22, "0057"],
    ["blank", 23, 23, " "],
    ["zeros", 24, 30, "0000000"],
    ["account", 31, 35, "12345"],
    ["blank", 36, 36, " "],
    ["DAC", 37, 37, "7"],
    ["wallet", 38, 40, "109"],
    ["nosso número", 41, 48, "00000042"],
    ["nosso número DAC", 49, 49, "0"],
    ["blank", 50, 57, spaces(8)],
    ["zeros", 58, 62, "00000"],
    ["seu número", 63, 72, pad("1001", 10)],
    ["blank", 73, 77, spaces(5)],
    ["collecting agency DAC", 106, 106, "0"],
    ["kind DM (Itaú table)", 107, 108, "01"],
    ["no interest code", 118, 118, "0"],
    ["interest per day: 2 % a month of 1234.56 / 30", 127, 141, "000000000000082"],
    ["no discount code", 142, 142, "0"],
    ["write-off days", 225, 226, "00"],
    ["zeros", 227, 239, zeros(13)],
    ["blank", 240, 240, " "],
    ...P_COMMON,
  ],
  "237": [
    ...detailHead("237", 1, "P"),
    ["agency", 18, 22, "01234"],
    ["agency DV", 23, 23, "0"],
    ["account", 24, 35, "000000001234"],
    ["account DV", 36, 36, "P"],
    ["ag/account DV", 37, 37, " "],
    ["product (wallet)", 38, 40, "009"],
    ["zeros", 41, 45, "00000"],
    ["nosso número", 46, 56, "00000000042"],
    ["nosso número DV", 57, 57, "9"],
    ["wallet code", 58, 58, "1"],
    ["seu número", 63, 77, pad("1001", 15)],
    ["collecting agency DV", 106, 106, "0"],
    ["kind DM", 107, 108, "02"],
    ["interest code: monthly rate", 118, 118, "2"],
    ["interest 2 %", 127, 141, "000000000000200"],
    ["discount code: amount", 142, 142, "1"],
    ["currency Real", 228, 229, "09"],
    ...P_COMMON,
  ],
};

const Q_COMMON: Row[] = [
  ["payer document type", 18, 18, "1"],
  ["payer CPF", 19, 33, "000012345678909"],
  ["address", 74, 113, pad("RUA DAS FLORES, 10", 40)],
  ["CEP", 129, 133, "01310"],
  ["CEP suffix", 134, 136, "100"],
  ["city (accents folded)", 137, 151, pad("SAO PAULO", 15)],
  ["state", 152, 153, "SP"],
  ["guarantor type", 154, 154, "0"],
  ["guarantor document", 155, 169, zeros(15)],
  ["correspondent bank", 210, 212, "000"],
  ["correspondent nosso número", 213, 232, spaces(20)],
  ["cnab", 233, 240, spaces(8)],
];

const SEGMENT_Q: Record<string, Row[]> = {
  "001": [
    ...detailHead("001", 2, "Q"),
    ["payer name (BB reads 37)", 34, 70, pad("JOSE DA CONCEICAO AVILA", 37)],
    ["blank", 71, 73, spaces(3)],
    ["district (BB reads 12)", 114, 125, pad("CENTRO", 12)],
    ["blank", 126, 128, spaces(3)],
    ["guarantor name", 170, 209, spaces(40)],
    ...Q_COMMON,
  ],
  "341": [
    ...detailHead("341", 2, "Q"),
    ["payer name (30)", 34, 63, pad("JOSE DA CONCEICAO AVILA", 30)],
    ["blank", 64, 73, spaces(10)],
    ["district", 114, 128, pad("CENTRO", 15)],
    ["guarantor name", 170, 199, spaces(30)],
    ["blank", 200, 209, spaces(10)],
    ...Q_COMMON,
  ],
  "237": [
    ...detailHead("237", 2, "Q"),
    ["payer name", 34, 73, pad("JOSE DA CONCEICAO AVILA", 40)],
    ["district", 114, 128, pad("CENTRO", 15)],
    ["guarantor name", 170, 209, spaces(40)],
    ...Q_COMMON,
  ],
};

const segmentR = (bank: string): Row[] => [
  ...detailHead(bank, 3, "R"),
  ["discount 2", 18, 41, zeros(24)],
  ["discount 3", 42, 65, zeros(24)],
  ["fine code: percentage", 66, 66, "2"],
  ["fine date (day after due)", 67, 74, "01072026"],
  ["fine 2 %", 75, 89, "000000000000200"],
  ["payer info", 90, 99, spaces(10)],
  ["messages", 100, 179, spaces(80)],
  ["cnab", 180, 199, spaces(20)],
  ["payer occurrence", 200, 207, zeros(8)],
  ["debit bank/agency", 208, 215, zeros(8)],
  ["debit agency DV", 216, 216, " "],
  ["debit account", 217, 228, zeros(12)],
  ["debit DVs", 229, 230, "  "],
  ["debit notice", 231, 231, bank === "237" ? "2" : "0"],
  ["cnab", 232, 240, spaces(9)],
];

const batchTrailer = (bank: string, records: string): Row[] => [
  ["bank", 1, 3, bank],
  ["lot", 4, 7, "0001"],
  ["record type", 8, 8, "5"],
  ["cnab", 9, 17, spaces(9)],
  ["records in the batch, header and trailer included", 18, 23, records],
  ["simple titles", 24, 29, bank === "001" ? "000000" : "000001"],
  ["simple total", 30, 46, bank === "001" ? zeros(17) : "00000000000123456"],
  ["other wallets", 47, 115, zeros(69)],
  ["notice", 116, 123, spaces(8)],
  ["cnab", 124, 240, spaces(117)],
];

const fileTrailer = (bank: string, records: string): Row[] => [
  ["bank", 1, 3, bank],
  ["lot", 4, 7, "9999"],
  ["record type", 8, 8, "9"],
  ["cnab", 9, 17, spaces(9)],
  ["batches", 18, 23, "000001"],
  ["records in the file", 24, 29, records],
  ["accounts", 30, 35, zeros(6)],
  ["cnab", 36, 240, spaces(205)],
];

describe.each(["001", "341", "237"] as const)("remessa of bank %s, position by position", (bank) => {
  const lines = linesOf(remessa(AGREEMENTS[bank]));

  it("has header, batch header, P, Q, R, batch trailer, file trailer", () => {
    expect(lines.map((l) => l[7] + (l[7] === "3" ? l[13] : ""))).toEqual(["0", "1", "3P", "3Q", "3R", "5", "9"]);
  });
  it("file header", () => expectFields(lines[0], [...FILE_HEADER_COMMON, ...FILE_HEADER[bank]]));
  it("batch header", () =>
    expectFields(lines[1], [["bank", 1, 3, bank], ...BATCH_HEADER_COMMON, ...BATCH_HEADER[bank]]));
  it("segment P", () => expectFields(lines[2], SEGMENT_P[bank]));
  it("segment Q", () => expectFields(lines[3], SEGMENT_Q[bank]));
  it("segment R", () => expectFields(lines[4], segmentR(bank)));
  it("batch trailer", () => expectFields(lines[5], batchTrailer(bank, "000005")));
  it("file trailer", () => expectFields(lines[6], fileTrailer(bank, "000007")));
});

describe("remessa variants", () => {
  const variant = {
    ...ENTRY,
    interest: { kind: "amount_per_day" as const, amount: 50 },
    fine: { kind: "amount" as const, amount: 500 },
    discount: { kind: "percentage" as const, hundredths: 500 },
  };

  it.each([
    ["001", "1", "000000000000050", "2", "000000000000500"],
    ["237", "1", "000000000000050", "2", "000000000000500"],
    // Itaú takes values only: 5 % of 1234.56 = 61.73
    ["341", "0", "000000000000050", "0", "000000000006173"],
  ])(
    "bank %s: interest per day, discount percentage, fine amount",
    (bank, interestCode, interest, discountCode, discount) => {
      const lines = linesOf(remessa(AGREEMENTS[bank as "001"], [variant]));
      expectFields(lines[2], [
        ["interest code", 118, 118, interestCode],
        ["interest", 127, 141, interest],
        ["discount code", 142, 142, discountCode],
        ["discount", 151, 165, discount],
      ]);
      expectFields(lines[4], [
        ["fine code: amount", 66, 66, "1"],
        ["fine R$ 5.00", 75, 89, "000000000000500"],
      ]);
    },
  );

  it.each([
    ["001", "0"],
    ["237", "3"],
    ["341", "0"],
  ])("bank %s without fine, interest or discount: no segment R, 'none' codes, zero values", (bank, interestCode) => {
    const plain = { ...ENTRY, interest: undefined, fine: undefined, discount: undefined, discountUntil: undefined };
    const lines = linesOf(remessa(AGREEMENTS[bank as "001"], [plain]));
    expect(lines.map((l) => l[7] + (l[7] === "3" ? l[13] : ""))).toEqual(["0", "1", "3P", "3Q", "5", "9"]);
    expectFields(lines[2], [
      ["interest code", 118, 118, interestCode],
      ["interest date and value", 119, 141, zeros(23)],
      ["discount", 142, 165, zeros(24)],
    ]);
    expectFields(lines[4], [["records", 18, 23, "000004"]]);
    expectFields(lines[5], [["records", 24, 29, "000006"]]);
  });

  it("cancel and due-date change carry their movement code in P and Q and no R", () => {
    const lines = linesOf(
      remessa(AGREEMENTS["001"], [
        { ...ENTRY, movement: "cancel" },
        { ...ENTRY, movement: "change_due_date", nossoNumero: "43", dueDate: "2026-07-15" },
      ]),
    );
    expect(lines.map((l) => `${l[13]}${l.slice(15, 17)}${l.slice(8, 13)}`).slice(2, 6)).toEqual([
      "P0200001",
      "Q0200002",
      "P0600003",
      "Q0600004",
    ]);
    expect(lines[4].slice(77, 85)).toBe("15072026");
    expectFields(lines[6], [["records", 18, 23, "000006"]]);
    expectFields(lines[7], [["records", 24, 29, "000008"]]);
  });

  it("sums every title in the batch trailer (Bradesco)", () => {
    const lines = linesOf(
      remessa(AGREEMENTS["237"], [ENTRY, { ...ENTRY, nossoNumero: "43", amount: 1, fine: undefined }]),
    );
    expect(lines).toHaveLength(2 + 3 + 2 + 2);
    expectFields(lines[7], [
      ["records", 18, 23, "000007"],
      ["titles", 24, 29, "000002"],
      ["total", 30, 46, "00000000000123457"],
    ]);
    expectFields(lines[8], [["records", 24, 29, "000009"]]);
  });

  it("converts a monthly rate to cents per day for Itaú", () => {
    expect(interestPerDay(123456, 200)).toBe(82);
    expect(interestPerDay(10000, 100)).toBe(3);
  });
});

describe("remessa file", () => {
  it.each(["001", "341", "237"] as const)(
    "bank %s: 240 printable ASCII characters per line, CRLF after each, deterministic",
    (bank) => {
      const file = remessa(AGREEMENTS[bank]);
      expect(file.endsWith("\r\n")).toBe(true);
      expect(file.split("\r\n").pop()).toBe("");
      for (const line of linesOf(file)) {
        expect(line).toHaveLength(240);
        expect(line).toMatch(/^[\x20-\x7e]{240}$/);
      }
      expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      expect(remessa(AGREEMENTS[bank])).toBe(file);
    },
  );

  it("refuses a nosso número too long for the bank's layout instead of truncating it", () => {
    expect(() => remessa(AGREEMENTS["341"], [{ ...ENTRY, nossoNumero: "123456789" }])).toThrow(
      /does not fit in 8 digits/,
    );
    expect(() => remessa(AGREEMENTS["001"], [{ ...ENTRY, nossoNumero: "12345678901" }])).toThrow(
      /does not fit in 10 digits/,
    );
  });

  it("refuses a seu número longer than Itaú's 10 characters", () => {
    expect(() => remessa(AGREEMENTS["341"], [{ ...ENTRY, documentNumber: "12345678901" }])).toThrow(CnabFieldError);
  });

  it("refuses an Itaú account whose DAC does not match", () => {
    expect(() => remessa({ ...AGREEMENTS["341"], accountDigit: "3" })).toThrow(/account digit of 0057\/12345 is 7/);
  });

  it("refuses a payer document of the wrong length and a non-integer amount", () => {
    expect(() => remessa(AGREEMENTS["001"], [{ ...ENTRY, payer: { ...ENTRY.payer, document: "123" } }])).toThrow(
      /CPF has 11 digits/,
    );
    expect(() => remessa(AGREEMENTS["001"], [{ ...ENTRY, amount: 12.5 }])).toThrow(/positive integer of cents/);
  });
});
