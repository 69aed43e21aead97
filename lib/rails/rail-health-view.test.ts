import { describe, expect, it } from "vitest";

import { railHealthView } from "./rail-health-view";

// The Rails settings page: the card rail's health is shown as Pix's is, whatever its provider, and
// "the sandbox answers inside Colmeia" is said only of a sandbox bank.
describe("railHealthView", () => {
  const at = "2026-11-28T12:00:00.000Z";

  it("Pix and card, sandbox or real: their provider's last answer and last failure", () => {
    for (const rail of ["pix", "card"] as const)
      for (const provider of ["sandbox", rail === "pix" ? "api-pix" : "cielo"] as const) {
        expect(
          railHealthView(rail, { provider, real: provider !== "sandbox", lastSuccessAt: at, lastFailureAt: null }),
        ).toEqual({ kind: "calls", lastSuccessAt: at, lastFailureAt: null });
        expect(railHealthView(rail, { provider, real: provider !== "sandbox" })).toEqual({
          kind: "calls",
          lastSuccessAt: null,
          lastFailureAt: null,
        });
      }
    expect(
      railHealthView("card", { provider: "cielo", real: true, lastSuccessAt: null, lastFailureAt: at }),
    ).toMatchObject({ lastFailureAt: at });
  });

  it("boleto and payout: the sandbox bank answers inside Colmeia; CNAB 240 exchanges files", () => {
    for (const rail of ["boleto", "payout"] as const) {
      expect(railHealthView(rail, { provider: "sandbox", real: false })).toEqual({ kind: "inside" });
      expect(railHealthView(rail, { provider: "cnab240", real: true })).toEqual({ kind: "files" });
    }
  });
});
