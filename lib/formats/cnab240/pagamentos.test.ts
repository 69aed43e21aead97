import { describe, expect, it } from "vitest";

import { CnabFieldError, specProblems } from "./fields";
import {
  buildPagamentosRemessa,
  type CnabBank,
  paymentMethod,
  type PaymentOrder,
  splitOrdersByFile,
} from "./pagamentos";
import { allPagamentosSpecs } from "./pagamentos-specs";
import { ACCOUNTS, CREATED_AT, ordersFor } from "./pagamentos-test-data";

const linesOf = (file: string) => file.split("\r\n").slice(0, -1);
const remessa = (bank: CnabBank, orders: PaymentOrder[]) =>
  linesOf(buildPagamentosRemessa({ account: ACCOUNTS[bank], sequence: 7, createdAt: CREATED_AT, orders }));

describe("pagamentos record specs", () => {
  it.each(Object.entries(allPagamentosSpecs()))("%s covers 1-240 without gaps or overlaps", (_, spec) => {
    expect(specProblems(spec)).toEqual([]);
  });
});

describe("forma de lançamento", () => {
  it.each([
    ["001", "credit", "credit_checking", "01"],
    ["001", "savings", "credit_savings", "05"],
    ["001", "tedOther", "ted_other_holder", "41"],
    ["001", "tedSame", "ted_same_holder", "43"],
    ["001", "pixKey", "pix_key", "45"],
    ["001", "pixAccount", "pix_account", "45"],
    ["341", "credit", "credit_checking", "01"],
    ["341", "savings", "credit_savings", "05"],
    ["341", "tedOther", "ted_other_holder", "41"],
    ["341", "tedSame", "ted_same_holder", "43"],
    ["341", "pixKey", "pix_key", "45"],
    ["341", "pixAccount", "pix_account", "45"],
    ["237", "credit", "credit_checking", "01"],
    ["237", "tedSame", "ted_same_holder", "43"],
    ["237", "pixCpfKey", "pix_key", "45"],
  ] as const)("bank %s, %s → %s in forma %s", (bank, name, method, forma) => {
    expect(paymentMethod(ACCOUNTS[bank], ordersFor(bank)[name])).toEqual({ method, forma });
  });

  it("Itaú: a credit in the paying company's own Itaú account is forma 06", () => {
    const o = ordersFor("341").credit;
    expect(paymentMethod(ACCOUNTS["341"], { ...o, payee: ACCOUNTS["341"].company }).forma).toBe("06");
  });
});

describe("files and batches", () => {
  it("Bradesco and Itaú split Pix into a file of its own and refuse a mixed list; BB keeps one file", () => {
    for (const bank of ["237", "341"] as const) {
      const all = Object.values(ordersFor(bank));
      const groups = splitOrdersByFile(bank, all);
      expect(groups.map((g) => [g.pix, g.orders.map((o) => o.ourNumber)])).toEqual([
        [false, ["tr_101", "tr_102", "tr_103", "tr_104"]],
        [true, ["tr_105", "tr_106", "tr_107"]],
      ]);
      expect(() => remessa(bank, all)).toThrow(CnabFieldError);
    }
    expect(splitOrdersByFile("001", Object.values(ordersFor("001")))).toHaveLength(1);
  });

  it.each(["001", "341", "237"] as const)(
    "bank %s: one batch per forma, 240-character printable ASCII lines with CRLF, counts and sums in the trailers",
    (bank) => {
      for (const group of splitOrdersByFile(bank, Object.values(ordersFor(bank)))) {
        const file = buildPagamentosRemessa({
          account: ACCOUNTS[bank],
          sequence: 7,
          createdAt: CREATED_AT,
          orders: group.orders,
        });
        expect(file.endsWith("\r\n")).toBe(true);
        expect(file.replace(/\r\n/g, "")).toMatch(/^[\x20-\x7e]*$/);
        const lines = linesOf(file);
        expect(file.split("\r\n")).toHaveLength(lines.length + 1);
        for (const l of lines) expect(l).toHaveLength(240);
        const batchHeaders = lines.filter((l) => l[7] === "1");
        const formas = group.orders.map((o) => paymentMethod(ACCOUNTS[bank], o).forma);
        expect(batchHeaders.map((l) => l.slice(11, 13))).toEqual([...new Set(formas)].sort());
        for (const h of batchHeaders) {
          const number = h.slice(3, 7);
          const batch = lines.filter((l) => l.slice(3, 7) === number);
          const trailer = batch[batch.length - 1];
          expect(trailer[7]).toBe("5");
          expect(Number(trailer.slice(17, 23))).toBe(batch.length);
          const sum = batch
            .filter((l) => l[13] === "A" && l[7] === "3")
            .reduce((s, l) => s + Number(l.slice(119, 134)), 0);
          expect(Number(trailer.slice(23, 41))).toBe(sum);
        }
        const last = lines[lines.length - 1];
        expect(last.slice(0, 8)).toBe(`${bank}99999`);
        expect(Number(last.slice(17, 23))).toBe(batchHeaders.length);
        expect(Number(last.slice(23, 29))).toBe(lines.length);
      }
    },
  );

  it("is deterministic: the same input gives the same bytes", () => {
    const orders = Object.values(ordersFor("001"));
    const build = () =>
      buildPagamentosRemessa({ account: ACCOUNTS["001"], sequence: 7, createdAt: CREATED_AT, orders });
    expect(build()).toBe(build());
  });

  it("refuses bad orders naming the field", () => {
    const o = ordersFor("237").tedOther;
    const bad: [PaymentOrder, string][] = [
      [{ ...o, amount: 0 }, "orders[0].amount"],
      [{ ...o, amount: 12.5 }, "orders[0].amount"],
      [{ ...o, paymentDate: "2026-02-30" }, "orders[0].paymentDate"],
      [{ ...o, ourNumber: "x".repeat(21) }, "orders[0].ourNumber"],
      [{ ...o, payee: { ...o.payee, document: "123" } }, "orders[0].payee.document"],
      [{ ...o, destination: { ...o.destination, account: "12a" } }, "orders[0].destination.account"],
      [{ ...o, destination: { ...o.destination, rail: "pix", ispb: undefined } }, "orders[0].destination.ispb"],
      [{ ...o, destination: { kind: "pix_key", keyType: "evp", key: "not-a-uuid" } }, "orders[0].destination.key"],
      [{ ...o, destination: { kind: "pix_key", keyType: "phone", key: "11999998888" } }, "orders[0].destination.key"],
    ];
    for (const [order, field] of bad) {
      expect(() => remessa("237", [order]), field).toThrow(expect.objectContaining({ field }));
    }
    expect(() => remessa("001", [])).toThrow(CnabFieldError);
    expect(() =>
      buildPagamentosRemessa({
        account: { ...ACCOUNTS["341"], accountDigit: "3" },
        sequence: 1,
        createdAt: CREATED_AT,
        orders: [o],
      }),
    ).toThrow(expect.objectContaining({ field: "accountDigit" }));
    expect(() =>
      buildPagamentosRemessa({
        account: { ...ACCOUNTS["001"], convenio: undefined },
        sequence: 1,
        createdAt: CREATED_AT,
        orders: [o],
      }),
    ).toThrow(expect.objectContaining({ field: "convenio" }));
  });
});
