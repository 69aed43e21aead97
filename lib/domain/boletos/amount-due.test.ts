import { describe, expect, it } from "vitest";

import { boletoAmountDue } from "./amount-due";

// What settles a boleto on the day it is paid: the banks' calendar and their rounding.
describe("boletoAmountDue", () => {
  const saturday = "2026-03-14";
  const terms = { amount: 10000, dueDate: saturday, fine: { percentage: 2 }, interest: { amountPerDay: 10 } };

  it("a boleto due when the banks are closed is paid in full on the next day they open", () => {
    expect(boletoAmountDue(terms, "2026-03-15")).toBe(10000); // Sunday
    expect(boletoAmountDue(terms, "2026-03-16")).toBe(10000); // Monday
    // from Tuesday fine and interest are due, counted from the due date: 200 + 3 days of 10
    expect(boletoAmountDue(terms, "2026-03-17")).toBe(10230);
    // Good Friday, then the weekend: Monday is the first day banks open
    const goodFriday = { ...terms, dueDate: "2026-04-03" };
    expect(boletoAmountDue(goodFriday, "2026-04-06")).toBe(10000);
    expect(boletoAmountDue(goodFriday, "2026-04-07")).toBe(10000 + 200 + 40);
    // due on a weekday: late from the next day
    expect(boletoAmountDue({ ...terms, dueDate: "2026-03-13" }, "2026-03-14")).toBe(10210);
  });

  it("a monthly rate is rounded once over the days late, except at Itaú, which was sent cents a day", () => {
    const monthly = { amount: 10500, dueDate: "2026-03-10", interest: { monthlyPercentage: 1 } };
    // R$ 105,00 at 1 % a month, 10 days late: 3.5 cents a day, 35 in all
    expect(boletoAmountDue({ ...monthly, bank: "001" }, "2026-03-20")).toBe(10535);
    expect(boletoAmountDue({ ...monthly, bank: "237" }, "2026-03-20")).toBe(10535);
    expect(boletoAmountDue(monthly, "2026-03-20")).toBe(10535);
    // Itaú's remessa said 4 cents a day (3.5 rounded): 40
    expect(boletoAmountDue({ ...monthly, bank: "341" }, "2026-03-20")).toBe(10540);
  });

  it("the discount settles it in full up to its date", () => {
    const d = { ...terms, dueDate: "2026-03-13", discount: { amount: 500, until: "2026-03-10" } };
    expect(boletoAmountDue(d, "2026-03-10")).toBe(9500);
    expect(boletoAmountDue(d, "2026-03-11")).toBe(10000);
  });
});
