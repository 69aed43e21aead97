import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isValidDigitableLine } from "./boleto";
import {
  bbAccountDigit,
  bbAgencyDigit,
  bbNossoNumeroDigit,
  type BoletoAccount,
  boletoBarcode,
  boletoNumbers,
  bradescoAccountDigit,
  bradescoAgencyDigit,
  bradescoNossoNumeroDigit,
  itauAccountDigit,
  itauNossoNumeroDigit,
  sequenceFromSegment,
} from "./boleto-banks";

const BB: BoletoAccount = { bank: "001", agency: "1234", account: "56789", convenio: "1234567", wallet: "17" };
const ITAU: BoletoAccount = { bank: "341", agency: "0057", account: "12345", wallet: "109" };
const BRADESCO: BoletoAccount = { bank: "237", agency: "1234", account: "1234", wallet: "09" };

const digitsOnly = (line: string) => line.replace(/\D/g, "");

describe("check digits from the manuals", () => {
  it("Banco do Brasil nosso número (annex XI): 05009401448 → 1", () =>
    expect(bbNossoNumeroDigit("05009401448")).toBe("1"));
  it("Itaú account DAC: 0057/12345 → 7", () => expect(itauAccountDigit("0057", "12345")).toBe("7"));
  it("Itaú nosso-número DACs: 110/12345678 → 8, 198/98712345 at 0057/72192 → 1", () => {
    expect(itauNossoNumeroDigit("0057", "12345", "110", "12345678")).toBe("8");
    expect(itauNossoNumeroDigit("0057", "72192", "198", "98712345")).toBe("1");
  });
  it("Bradesco nosso-número DVs: 19/…02 → 8, 19/…01 → P, 19/…06 → 0", () => {
    expect(bradescoNossoNumeroDigit("19", "00000000002")).toBe("8");
    expect(bradescoNossoNumeroDigit("19", "00000000001")).toBe("P");
    expect(bradescoNossoNumeroDigit("19", "00000000006")).toBe("0");
  });
});

describe("worked barcodes (due 2026-06-30, R$ 1.234,56)", () => {
  it.each([
    [
      BB,
      "12345670000000042",
      "0000001234567000000004217",
      "00191149300001234560000001234567000000004217",
      "00190000090123456700400000042176114930000123456",
    ],
    [
      ITAU,
      "109/00000042-0",
      "1090000004200057123457000",
      "34192149300001234561090000004200057123457000",
      "34191090080000420005171234570001214930000123456",
    ],
    [
      BRADESCO,
      "09/00000000042-9",
      "1234090000000004200012340",
      "23797149300001234561234090000000004200012340",
      "23791234059000000000142000123408714930000123456",
    ],
  ])("%o", (account, printed, freeField, barcode, line) => {
    const numbers = boletoNumbers(account, "42");
    expect(numbers.printed).toBe(printed);
    expect(numbers.freeField).toBe(freeField);
    expect(numbers.segment).toHaveLength(20);
    const boleto = boletoBarcode({ bank: account.bank, dueDate: "2026-06-30", amount: 123456, freeField });
    expect(boleto.barcode).toBe(barcode);
    expect(digitsOnly(boleto.digitableLine)).toBe(line);
    expect(sequenceFromSegment(account, numbers.segment)).toBe("42");
  });

  it("reproduces Itaú's own example (110/12345678-8, 0057/12345-7, R$ 123,45, 2002-05-01)", () => {
    const numbers = boletoNumbers({ ...ITAU, wallet: "110" }, "12345678");
    expect(numbers.printed).toBe("110/12345678-8");
    const boleto = boletoBarcode({ bank: "341", dueDate: "2002-05-01", amount: 12345, freeField: numbers.freeField });
    expect(boleto.barcode).toBe("34196166700000123451101234567880057123457000");
    expect(digitsOnly(boleto.digitableLine)).toBe("34191101213456788005871234570001616670000012345");
  });

  it("numbers Banco do Brasil convênios of 6 digits with a DV", () => {
    const numbers = boletoNumbers({ ...BB, convenio: "123456" }, "42");
    expect(numbers.printed).toBe(`12345600042-${bbNossoNumeroDigit("12345600042")}`);
    expect(numbers.freeField).toBe("12345600042" + "1234" + "00056789" + "17");
  });

  it("refuses a sequence too large for the layout", () => {
    expect(() => boletoNumbers(ITAU, "123456789")).toThrow(/does not fit in 8 digits/);
    expect(() => boletoNumbers(BRADESCO, "123456789012")).toThrow(/does not fit in 11 digits/);
  });
});

describe("every generated boleto verifies", () => {
  it("barcode check digit and digitable line, for any bank, sequence, amount and due date", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(BB, ITAU, BRADESCO),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 20_000 }),
        (account, sequence, amount, days) => {
          const due = new Date(Date.UTC(2000, 6, 3) + days * 86_400_000).toISOString().slice(0, 10);
          const numbers = boletoNumbers(account, String(sequence));
          expect(numbers.freeField).toMatch(/^\d{25}$/);
          const { barcode, digitableLine } = boletoBarcode({
            bank: account.bank,
            dueDate: due,
            amount,
            freeField: numbers.freeField,
          });
          expect(barcode).toHaveLength(44);
          expect(barcode.slice(0, 3)).toBe(account.bank);
          expect(isValidDigitableLine(digitableLine)).toBe(true);
          expect(sequenceFromSegment(account, numbers.segment)).toBe(String(sequence));
        },
      ),
    );
  });
});

describe("agency and account check digits (mod 11)", () => {
  it("Banco do Brasil: weights 2 to 9 from the right, 10 is X, 11 is 0", () => {
    expect(bbAgencyDigit("0001")).toBe("9");
    expect(bbAgencyDigit("1234")).toBe("3");
    expect(bbAgencyDigit("4881")).toBe("X");
    expect(bbAccountDigit("20566")).toBe("4");
    expect(bbAccountDigit("40599")).toBe("X");
    expect(bbAccountDigit("9828")).toBe("0");
    expect(() => bbAccountDigit("123456789")).toThrow(/does not fit/);
  });

  it("Bradesco: weights 2 to 7 from the right, 10 is P, 11 is 0", () => {
    expect(bradescoAccountDigit("506511")).toBe("9");
    expect(bradescoAccountDigit("620688")).toBe("3");
    expect(bradescoAccountDigit("3748")).toBe("6");
    expect(bradescoAccountDigit("0000006")).toBe("P"); // 6 × 2 = 12: remainder 1
    expect(bradescoAgencyDigit("0001")).toBe("9");
    expect(bradescoAgencyDigit("0006")).toBe("P");
  });
});
