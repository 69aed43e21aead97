import { describe, expect, it } from "vitest";

import { addressSchema } from "./common";

const issues = (input: unknown) =>
  addressSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("addressSchema", () => {
  it("holds a Brazilian address to an 8-digit CEP, stored as digits, whatever Brazil is called", () => {
    expect(addressSchema.parse({ city: "Recife", zipCode: "50000-000" })).toEqual({
      city: "Recife",
      zipCode: "50000000",
    });
    for (const country of ["BR", "br", "Brasil", "BRAZIL", "BRA"])
      expect(addressSchema.parse({ zipCode: "01310-100", country })).toEqual({ zipCode: "01310100", country: "BR" });
    expect(issues({ zipCode: "123" })).toEqual(["zipCode: must be an 8-digit CEP"]);
    expect(issues({ zipCode: "1234-5678", country: "Brasil" })).toBeUndefined();
    expect(addressSchema.parse({ zipCode: "01.310-100" })).toEqual({ zipCode: "01310100" });
    expect(issues({ zipCode: "ABCDEFGH", country: "BR" })).toEqual(["zipCode: must be an 8-digit CEP"]);
    // every bad field at once, not the CEP only after the others are fixed
    expect(
      issues({ zipCode: "123", state: "x".repeat(51) })
        ?.map((i) => i.split(":")[0])
        .sort(),
    ).toEqual(["state", "zipCode"]);
  });

  it("keeps a foreign payer's postcode and country as sent (upper-cased)", () => {
    expect(
      addressSchema.parse({ street: "10 Downing St", city: "London", zipCode: "sw1a 2aa", country: "gb" }),
    ).toEqual({ street: "10 Downing St", city: "London", zipCode: "SW1A 2AA", country: "GB" });
    expect(addressSchema.parse({ zipCode: "1000-205", country: "Portugal" })).toEqual({
      zipCode: "1000-205",
      country: "Portugal",
    });
    expect(issues({ zipCode: "<script>", country: "US" })).toEqual([
      "zipCode: must be a postal code of 2 to 15 letters, digits, spaces, dots or hyphens",
    ]);
    expect(issues({ country: "x".repeat(61) })?.[0]).toMatch(/^country: /);
  });
});
