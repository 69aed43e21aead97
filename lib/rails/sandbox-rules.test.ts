import { describe, expect, it } from "vitest";

import { barcodeFromDigitableLine, buildBoleto } from "@/lib/formats/boleto";

import { createBoletoCharge } from "./sandbox-rules";

const charge = (now: string, expiresInDays: number) =>
  createBoletoCharge({ amount: 1000, expiresInDays, url: "https://x.test/b", now: new Date(now) });

// the due-date factor printed in the barcode (positions 6–9)
const factorOf = (line: string) => barcodeFromDigitableLine(line).slice(5, 9);

describe("sandbox boleto due date", () => {
  it("is N São Paulo days after the São Paulo day it was created on, also late in the evening", () => {
    // 22:00 on 2026-03-09 in São Paulo is already 2026-03-10 in UTC
    const late = charge("2026-03-10T01:00:00Z", 3);
    expect(late.expirationDate).toBe("2026-03-12");
    const morning = charge("2026-03-09T12:00:00Z", 3);
    expect(morning.expirationDate).toBe("2026-03-12");
    // the barcode carries the same day
    const expected = buildBoleto({
      bankCode: "001",
      amountCents: 1000,
      dueDate: "2026-03-12",
      freeField: "0".repeat(25),
    });
    expect(factorOf(late.digitableLine)).toBe(factorOf(expected.digitableLine));
  });

  it("crosses month ends and the leap day by calendar days", () => {
    expect(charge("2028-02-27T15:00:00Z", 2).expirationDate).toBe("2028-02-29");
    expect(charge("2028-03-01T02:59:59.999Z", 1).expirationDate).toBe("2028-03-01");
    expect(charge("2026-12-31T23:30:00Z", 1).expirationDate).toBe("2027-01-01");
  });
});
