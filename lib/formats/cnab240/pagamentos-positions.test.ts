// Position by position, per bank and forma de lançamento: each row a field of the bank's manual.

import { describe, expect, it } from "vitest";

import { buildPagamentosRemessa, type CnabBank, type PaymentOrder } from "./pagamentos";
import { ACCOUNTS, CREATED_AT, ordersFor } from "./pagamentos-test-data";

type Row = [name: string, from: number, to: number, expected: string];
const pad = (s: string, n: number) => s.padEnd(n, " ");
const zeros = (n: number) => "0".repeat(n);
const spaces = (n: number) => " ".repeat(n);
const lines = (bank: CnabBank, orders: PaymentOrder[]) =>
  buildPagamentosRemessa({ account: ACCOUNTS[bank], sequence: 7, createdAt: CREATED_AT, orders })
    .split("\r\n")
    .slice(0, -1);

function expectFields(line: string, rows: Row[]) {
  expect(line).toHaveLength(240);
  for (const [name, from, to, value] of rows) expect(value.length, name).toBe(to - from + 1);
  const key = ([name, from, to]: Row) => `${name} ${from}-${to}`;
  expect(Object.fromEntries(rows.map((r) => [key(r), line.slice(r[1] - 1, r[2])]))).toEqual(
    Object.fromEntries(rows.map((r) => [key(r), r[3]])),
  );
}

const COMPANY = "COLMEIA PAGAMENTOS LTDA";
const FEB_ACCOUNT: Record<"001" | "237", Row[]> = {
  "001": [
    ["agency", 53, 57, "01234"],
    ["agency DV", 58, 58, "3"],
    ["account", 59, 70, "000000056789"],
    ["account DV", 71, 71, "X"],
    ["ag/acc DV", 72, 72, " "],
  ],
  "237": [
    ["agency", 53, 57, "01234"],
    ["agency DV", 58, 58, "0"],
    ["account", 59, 70, "000000001234"],
    ["account DV", 71, 71, "P"],
    ["ag/acc DV", 72, 72, " "],
  ],
};
const ITAU_ACCOUNT: Row[] = [
  ["agency", 53, 57, "00057"],
  ["blank", 58, 58, " "],
  ["account", 59, 70, "000000012345"],
  ["blank", 71, 71, " "],
  ["DAC", 72, 72, "7"],
];
const CONVENIO = { "001": "000123456" + "0126" + spaces(7), "237": "00000000000004567890" };

describe("file header", () => {
  const common: Row[] = [
    ["lot", 4, 7, "0000"],
    ["record type", 8, 8, "0"],
    ["document type", 18, 18, "2"],
    ["CNPJ", 19, 32, "12345678000195"],
    ["company", 73, 102, pad(COMPANY, 30)],
    ["cnab", 133, 142, spaces(10)],
    ["remessa", 143, 143, "1"],
    ["date", 144, 151, "01062026"],
    ["time", 152, 157, "120405"],
    ["density", 167, 171, "00000"],
  ];
  const table: Record<CnabBank, Row[]> = {
    "001": [
      ["bank", 1, 3, "001"],
      ["cnab", 9, 17, spaces(9)],
      ["convênio", 33, 52, CONVENIO["001"]],
      ...FEB_ACCOUNT["001"],
      ["bank name", 103, 132, pad("BANCO DO BRASIL S.A.", 30)],
      ["NSA", 158, 163, "000007"],
      ["layout", 164, 166, "103"],
      ["reserved", 172, 240, spaces(69)],
    ],
    "341": [
      ["bank", 1, 3, "341"],
      ["blank", 9, 14, spaces(6)],
      ["layout", 15, 17, "080"],
      ["blank", 33, 52, spaces(20)],
      ...ITAU_ACCOUNT,
      ["bank name", 103, 132, pad("BANCO ITAU SA", 30)],
      ["zeros", 158, 166, zeros(9)],
      ["blank", 172, 240, spaces(69)],
    ],
    "237": [
      ["bank", 1, 3, "237"],
      ["cnab", 9, 17, spaces(9)],
      ["convênio", 33, 52, CONVENIO["237"]],
      ...FEB_ACCOUNT["237"],
      ["bank name", 103, 132, pad("BRADESCO", 30)],
      ["NSA", 158, 163, "000007"],
      ["layout", 164, 166, "089"],
      ["reserved", 172, 240, spaces(69)],
    ],
  };
  it.each(["001", "341", "237"] as const)("bank %s", (bank) => {
    expectFields(lines(bank, [ordersFor(bank).tedOther])[0], [...common, ...table[bank]]);
  });
  it("Bradesco marks a Pix file PIX at 172-174", () => {
    expectFields(lines("237", [ordersFor("237").pixKey])[0], [
      ["PIX", 172, 174, "PIX"],
      ["reserved", 175, 191, spaces(17)],
    ]);
  });
});

describe("batch header", () => {
  const common: Row[] = [
    ["lot", 4, 7, "0001"],
    ["record type", 8, 8, "1"],
    ["operation", 9, 9, "C"],
    ["service", 10, 11, "20"],
    ["forma", 12, 13, "41"],
    ["cnab", 17, 17, " "],
    ["document type", 18, 18, "2"],
    ["CNPJ", 19, 32, "12345678000195"],
    ["company", 73, 102, pad(COMPANY, 30)],
    ["street", 143, 172, spaces(30)],
    ["number", 173, 177, "00000"],
    ["occurrences", 231, 240, spaces(10)],
  ];
  const table: Record<CnabBank, Row[]> = {
    "001": [
      ["layout", 14, 16, "046"],
      ["convênio", 33, 52, CONVENIO["001"]],
      ...FEB_ACCOUNT["001"],
      ["message", 103, 142, spaces(40)],
      ["CEP", 213, 217, "00000"],
      ["CEP suffix", 218, 220, spaces(3)],
      ["indicator", 223, 224, "01"],
      ["cnab", 225, 230, spaces(6)],
    ],
    "341": [
      ["layout", 14, 16, "040"],
      ["statement id", 33, 36, spaces(4)],
      ["blank", 37, 52, spaces(16)],
      ...ITAU_ACCOUNT,
      ["purpose", 103, 132, spaces(30)],
      ["history", 133, 142, spaces(10)],
      ["CEP", 213, 220, zeros(8)],
      ["blank", 223, 230, spaces(8)],
    ],
    "237": [
      ["layout", 14, 16, "045"],
      ["convênio", 33, 52, CONVENIO["237"]],
      ...FEB_ACCOUNT["237"],
      ["message", 103, 142, spaces(40)],
      ["CEP", 213, 217, "00000"],
      ["indicator", 223, 224, "01"],
      ["cnab", 225, 230, spaces(6)],
    ],
  };
  it.each(["001", "341", "237"] as const)("bank %s (TED to another holder, forma 41)", (bank) => {
    expectFields(lines(bank, [ordersFor(bank).tedOther])[1], [["bank", 1, 3, bank], ...common, ...table[bank]]);
  });
});

// segment A of each forma, FEBRABAN layout (BB and Bradesco)
const febA = (bank: "001" | "237"): Record<string, Row[]> => {
  const currency = bank === "001" ? "BRL" : "REA";
  const common: Row[] = [
    ["bank", 1, 3, bank],
    ["lot", 4, 7, "0001"],
    ["record type", 8, 8, "3"],
    ["record number", 9, 13, "00001"],
    ["segment", 14, 14, "A"],
    ["movement type", 15, 15, "0"],
    ["instruction", 16, 17, "00"],
    ["name", 44, 73, pad("JOAO DA CONCEICAO", 30)],
    ["date", 94, 101, "02062026"],
    ["currency", 102, 104, currency],
    ["currency amount", 105, 119, zeros(15)],
    ["bank number", 135, 154, spaces(20)],
    ["effective date", 155, 162, zeros(8)],
    ["effective amount", 163, 177, zeros(15)],
    ["DOC purpose", 218, 219, "  "],
    ["cnab", 227, 229, spaces(3)],
    ["notice", 230, 230, "0"],
    ["occurrences", 231, 240, spaces(10)],
  ];
  const acc = (b: string, dv: string): Row[] => [
    ["payee bank", 21, 23, b],
    ["agency", 24, 28, "04321"],
    ["agency DV", 29, 29, "5"],
    ["account", 30, 41, "000000098765"],
    ["account DVs", 42, 43, dv],
  ];
  return {
    credit: [
      ...common,
      ["clearing", 18, 20, "000"],
      ...acc(bank, "6 "),
      ["your number", 74, 93, pad("TR_101", 20)],
      ["amount", 120, 134, "000000000010000"],
      ["info 2", 178, 217, spaces(40)],
      ["TED purpose", 220, 224, spaces(5)],
      ["complementary", 225, 226, "  "],
    ],
    tedOther: [
      ...common,
      ["clearing", 18, 20, "018"],
      ...acc("033", "12"),
      ["your number", 74, 93, pad("TR_103", 20)],
      ["amount", 120, 134, "000000000150000"],
      ["info 2", 178, 217, spaces(40)],
      ["TED purpose", 220, 224, "00010"],
      ["complementary", 225, 226, "CC"],
    ],
    pixKey: [
      ...common,
      ["clearing", 18, 20, "009"],
      ["payee bank", 21, 23, "000"],
      ["agency", 24, 28, "00000"],
      ["account", 30, 41, zeros(12)],
      ["account DVs", 42, 43, "  "],
      ["your number", 74, 93, pad("TR_105", 20)],
      ["amount", 120, 134, "000000000005000"],
      ["info 2", 178, 217, spaces(40)],
      ["TED purpose", 220, 224, spaces(5)],
    ],
    pixAccount: [
      ...common,
      ["clearing", 18, 20, "009"],
      ["payee bank", 21, 23, "260"],
      ["agency", 24, 28, "04321"],
      ["agency DV", 29, 29, " "],
      ["account", 30, 41, "000000098765"],
      ["account DVs", 42, 43, "6 "],
      ["amount", 120, 134, "000000000007000"],
      ["payee document", 178, 191, "00012345678909"],
      ["ISPB", 192, 199, "18236120"],
      ["account type", 200, 201, "03"],
      ["info 2", 202, 217, spaces(16)],
      ["TED purpose", 220, 224, spaces(5)],
    ],
  };
};

const itauA: Record<string, Row[]> = (() => {
  const common: Row[] = [
    ["bank", 1, 3, "341"],
    ["lot", 4, 7, "0001"],
    ["record type", 8, 8, "3"],
    ["record number", 9, 13, "00001"],
    ["segment", 14, 14, "A"],
    ["movement", 15, 17, "000"],
    ["name", 44, 73, pad("JOAO DA CONCEICAO", 30)],
    ["date", 94, 101, "02062026"],
    ["currency", 102, 104, "REA"],
    ["zeros", 115, 119, zeros(5)],
    ["bank number", 135, 149, spaces(15)],
    ["blank", 150, 154, spaces(5)],
    ["effective date", 155, 162, zeros(8)],
    ["effective amount", 163, 177, zeros(15)],
    ["purpose detail", 178, 195, spaces(18)],
    ["blank", 196, 197, "  "],
    ["document number", 198, 203, zeros(6)],
    ["payee CPF", 204, 217, "00012345678909"],
    ["DOC purpose", 218, 219, "  "],
    ["blank", 225, 229, spaces(5)],
    ["notice", 230, 230, "0"],
    ["occurrences", 231, 240, spaces(10)],
  ];
  return {
    credit: [
      ...common,
      ["clearing", 18, 20, "000"],
      ["payee bank", 21, 23, "341"],
      ["agency/account", 24, 43, "04321 000000098765 6"],
      ["ISPB", 105, 112, zeros(8)],
      ["transfer type", 113, 114, "00"],
      ["amount", 120, 134, "000000000010000"],
      ["TED purpose", 220, 224, spaces(5)],
    ],
    tedOther: [
      ...common,
      ["clearing", 18, 20, "018"],
      ["payee bank", 21, 23, "033"],
      ["agency/account", 24, 43, "04321 00000009876512"],
      ["ISPB", 105, 112, zeros(8)],
      ["transfer type", 113, 114, "00"],
      ["amount", 120, 134, "000000000150000"],
      ["TED purpose", 220, 224, "00010"],
    ],
    pixKey: [
      ...common,
      ["clearing", 18, 20, "009"],
      ["payee bank", 21, 23, "000"],
      ["agency/account", 24, 43, spaces(20)],
      ["ISPB", 105, 112, zeros(8)],
      ["transfer type", 113, 114, "04"],
      ["amount", 120, 134, "000000000005000"],
      ["TED purpose", 220, 224, spaces(5)],
    ],
    pixAccount: [
      ...common,
      ["clearing", 18, 20, "009"],
      ["payee bank", 21, 23, "260"],
      ["agency/account", 24, 43, "04321 000000098765 6"],
      ["ISPB", 105, 112, "18236120"],
      ["transfer type", 113, 114, "03"],
      ["amount", 120, 134, "000000000007000"],
    ],
  };
})();

describe("segment A", () => {
  const tables: Record<CnabBank, Record<string, Row[]>> = { "001": febA("001"), "237": febA("237"), "341": itauA };
  const cases = (["001", "341", "237"] as const).flatMap((bank) =>
    (["credit", "tedOther", "pixKey", "pixAccount"] as const).map((name) => [bank, name] as const),
  );
  it.each(cases)("bank %s, %s", (bank, name) => {
    expectFields(lines(bank, [ordersFor(bank)[name]])[2], tables[bank][name]);
  });
  it.each(["001", "341", "237"] as const)("bank %s: forma 05 for savings and 43 for the same holder", (bank) => {
    const o = ordersFor(bank);
    expect(lines(bank, [o.savings])[1].slice(11, 13)).toBe("05");
    const same = lines(bank, [o.tedSame]);
    expect(same[1].slice(11, 13)).toBe("43");
    expectFields(same[2], [
      ["name", 44, 73, pad(COMPANY, 30)],
      ["clearing", 18, 20, "018"],
    ]);
  });
});

describe("segment B", () => {
  const head = (bank: string, n: string): Row[] => [
    ["bank", 1, 3, bank],
    ["lot", 4, 7, "0001"],
    ["record type", 8, 8, "3"],
    ["record number", 9, 13, n],
    ["segment", 14, 14, "B"],
  ];
  const classic: Record<CnabBank, Row[]> = {
    "001": [
      ...head("001", "00002"),
      ["cnab", 15, 17, spaces(3)],
      ["doc type", 18, 18, "1"],
      ["CPF", 19, 32, "00012345678909"],
      ["street", 33, 62, spaces(30)],
      ["number", 63, 67, zeros(5)],
      ["CEP", 118, 122, zeros(5)],
      ["due date", 128, 135, zeros(8)],
      ["amounts", 136, 210, zeros(75)],
      ["payee code", 211, 225, spaces(15)],
      ["notice", 226, 226, "0"],
      ["UG", 227, 232, zeros(6)],
      ["ISPB", 233, 240, zeros(8)],
    ],
    "237": [
      ...head("237", "00002"),
      ["cnab", 15, 17, spaces(3)],
      ["doc type", 18, 18, "1"],
      ["CPF", 19, 32, "00012345678909"],
      ["notice", 226, 226, "0"],
      ["ISPB", 233, 240, zeros(8)],
    ],
    // Itaú: B carries its A's record number
    "341": [
      ...head("341", "00001"),
      ["blank", 15, 17, spaces(3)],
      ["doc type", 18, 18, "1"],
      ["CPF", 19, 32, "00012345678909"],
      ["CEP", 118, 125, zeros(8)],
      ["e-mail", 128, 227, spaces(100)],
      ["blank", 228, 230, spaces(3)],
      ["occurrences", 231, 240, spaces(10)],
    ],
  };
  it.each(["001", "341", "237"] as const)("bank %s, classic B (TED)", (bank) => {
    expectFields(lines(bank, [ordersFor(bank).tedOther])[3], classic[bank]);
  });
  it.each(["001", "237"] as const)("bank %s, TED with an ISPB: B 233-240", (bank) => {
    expectFields(lines(bank, [ordersFor(bank).tedSame])[3], [
      ["doc type", 18, 18, "2"],
      ["CNPJ", 19, 32, "12345678000195"],
      ["ISPB", 233, 240, "90400888"],
    ]);
  });

  const pixFeb = (
    bank: "001" | "237",
    n: string,
    initiation: string,
    doc: Row[],
    info: string,
    ispb: string,
  ): Row[] => [
    ...head(bank, n),
    ["initiation", 15, 17, initiation],
    ...doc,
    ["txid", 33, 67, spaces(35)],
    ["message", 68, 127, spaces(60)],
    ["key / account type", 128, 226, pad(info, 99)],
    ["UG", 227, 232, zeros(6)],
    ["ISPB", 233, 240, ispb],
  ];
  const cpf: Row[] = [
    ["doc type", 18, 18, "1"],
    ["CPF", 19, 32, "00012345678909"],
  ];
  it.each(["001", "237"] as const)("bank %s, Pix B: e-mail key (case kept), CPF key, bank data", (bank) => {
    const o = ordersFor(bank);
    expectFields(lines(bank, [o.pixKey])[3], pixFeb(bank, "00002", "02 ", cpf, "Joao.Silva@Example.com", zeros(8)));
    expectFields(lines(bank, [o.pixCpfKey])[3], pixFeb(bank, "00002", "03 ", cpf, "", zeros(8)));
    expectFields(lines(bank, [o.pixAccount])[3], pixFeb(bank, "00002", "05 ", cpf, "03", "18236120"));
  });
  it("Itaú Pix B: key type 15-16, key 128-227; Pix by bank data takes the classic B", () => {
    const o = ordersFor("341");
    const itauPix = (type: string, key: string): Row[] => [
      ...head("341", "00001"),
      ["key type", 15, 16, type],
      ["blank", 17, 17, " "],
      ...cpf,
      ["blank", 33, 62, spaces(30)],
      ["message", 63, 127, spaces(65)],
      ["key", 128, 227, pad(key, 100)],
      ["blank", 228, 230, spaces(3)],
      ["occurrences", 231, 240, spaces(10)],
    ];
    expectFields(lines("341", [o.pixKey])[3], itauPix("02", "Joao.Silva@Example.com"));
    expectFields(lines("341", [o.pixCpfKey])[3], itauPix("03", "12345678909"));
    expectFields(lines("341", [o.pixAccount])[3], classic["341"]);
  });
  it("Itaú: each B repeats its A's number; FEBRABAN banks count every line", () => {
    const two = (bank: CnabBank) =>
      lines(bank, [ordersFor(bank).tedOther, { ...ordersFor(bank).tedOther, ourNumber: "tr_2" }]).slice(2, 6);
    expect(two("341").map((l) => l.slice(8, 14))).toEqual(["00001A", "00001B", "00003A", "00003B"]);
    expect(two("237").map((l) => l.slice(8, 14))).toEqual(["00001A", "00002B", "00003A", "00004B"]);
  });
});

describe("trailers", () => {
  it.each(["001", "341", "237"] as const)("bank %s", (bank) => {
    const o = ordersFor(bank);
    const file = lines(bank, [o.tedOther, { ...o.tedOther, ourNumber: "tr_9", amount: 1 }]);
    const common: Row[] = [
      ["bank", 1, 3, bank],
      ["lot", 4, 7, "0001"],
      ["record type", 8, 8, "5"],
      ["cnab", 9, 17, spaces(9)],
      ["records", 18, 23, "000006"],
      ["sum", 24, 41, "000000000000150001"],
      ["currency sum", 42, 59, zeros(18)],
      ["occurrences", 231, 240, spaces(10)],
    ];
    expectFields(file[6], [
      ...common,
      ...(bank === "341"
        ? [["blank", 60, 230, spaces(171)] as Row]
        : [["debit notice", 60, 65, zeros(6)] as Row, ["cnab", 66, 230, spaces(165)] as Row]),
    ]);
    expectFields(file[7], [
      ["bank", 1, 3, bank],
      ["lot", 4, 7, "9999"],
      ["record type", 8, 8, "9"],
      ["cnab", 9, 17, spaces(9)],
      ["batches", 18, 23, "000001"],
      ["records", 24, 29, "000008"],
      ["accounts", 30, 35, zeros(6)],
      ["cnab", 36, 240, spaces(205)],
    ]);
  });
});
