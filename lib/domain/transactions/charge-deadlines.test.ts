import { afterEach, describe, expect, it } from "vitest";

import { setEnv } from "@/lib/test/set-env";

import {
  boletoCancelAfterDays,
  boletoLastPayableDay,
  boletoPayableUntil,
  boletoPaymentPlace,
  lastCancelableDueDate,
  payableUntil,
} from "./charge-deadlines";

describe("charge deadlines", () => {
  afterEach(() => {
    setEnv({ BOLETO_CANCEL_AFTER_DAYS: undefined });
  });

  it("a boleto is payable until the end of its due date in Brasília", () => {
    expect(boletoPayableUntil({ expirationDate: "2026-03-17" }).toISOString()).toBe("2026-03-18T02:59:59.999Z");
    expect(payableUntil({ boleto: { expirationDate: "2026-03-17" } })?.toISOString()).toBe("2026-03-18T02:59:59.999Z");
    expect(boletoPaymentPlace({ expirationDate: "2026-03-17" })).toMatch(/até o vencimento$/);
  });

  it("due when the banks are closed, until the next day they open; with a fine or interest, through the grace period", () => {
    // Saturday → Monday
    expect(boletoLastPayableDay({ expirationDate: "2026-03-14" })).toBe("2026-03-16");
    const late = { expirationDate: "2026-03-17", interest: { amountPerDay: 10 } };
    expect(boletoLastPayableDay(late)).toBe("2026-03-22");
    expect(boletoPayableUntil(late).toISOString()).toBe("2026-03-23T02:59:59.999Z");
    expect(boletoPaymentPlace(late)).toBe(
      "Pagável em qualquer banco, lotérica ou app até 22/03/2026 (após o vencimento, com multa e juros)",
    );
    setEnv({ BOLETO_CANCEL_AFTER_DAYS: "0" });
    expect(boletoLastPayableDay({ expirationDate: "2026-03-14", fine: { amount: 100 } })).toBe("2026-03-14");
    expect(boletoLastPayableDay({ expirationDate: "2026-03-14" })).toBe("2026-03-14");
  });

  it("a Pix is payable until its expirationDate; a card has no deadline", () => {
    expect(payableUntil({ pix: { expirationDate: "2026-03-14T14:45:00.000Z" } })?.toISOString()).toBe(
      "2026-03-14T14:45:00.000Z",
    );
    expect(payableUntil({ pix: null, boleto: null })).toBeNull();
  });

  it("cancels a boleto from 00:00 of the day after its grace period, Brasília time", () => {
    // due 2026-03-17, 5 days of grace: waiting through 2026-03-22, canceled from 2026-03-23 00:00 -03:00
    expect(lastCancelableDueDate(new Date("2026-03-23T02:59:59Z"), 5)).toBe("2026-03-16");
    expect(lastCancelableDueDate(new Date("2026-03-23T03:00:00Z"), 5)).toBe("2026-03-17");
    expect(lastCancelableDueDate(new Date("2026-03-01T12:00:00Z"), 0)).toBe("2026-02-28");
  });

  it("reads the grace period from BOLETO_CANCEL_AFTER_DAYS (5 by default); a bad value is an error naming it", () => {
    expect(boletoCancelAfterDays()).toBe(5);
    setEnv({ BOLETO_CANCEL_AFTER_DAYS: "0" });
    expect(boletoCancelAfterDays()).toBe(0);
    setEnv({ BOLETO_CANCEL_AFTER_DAYS: "-2" });
    expect(() => boletoCancelAfterDays()).toThrow(/BOLETO_CANCEL_AFTER_DAYS must be at least 0 \(got "-2"\)/);
  });
});
