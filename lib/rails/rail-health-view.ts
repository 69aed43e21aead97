import type { RailProvider } from "./index";

export type RailMethod = "pix" | "card" | "boleto" | "payout";

/**
 * What the Rails settings page says of a rail's health. Pix and card call their provider over the
 * network (the built-in PSP and Cielo server too, over loopback): when it last answered and last
 * failed, from rail-health.ts. Boleto and payout call nobody: a CNAB 240 provider exchanges files
 * with the bank (`files`), the sandbox bank answers inside Colmeia (`inside`).
 */
export type RailHealthView =
  | { kind: "calls"; lastSuccessAt: string | null; lastFailureAt: string | null }
  | { kind: "files" }
  | { kind: "inside" };

export function railHealthView(rail: RailMethod, provider: RailProvider): RailHealthView {
  switch (rail) {
    case "pix":
    case "card":
      return {
        kind: "calls",
        lastSuccessAt: provider.lastSuccessAt ?? null,
        lastFailureAt: provider.lastFailureAt ?? null,
      };
    case "boleto":
    case "payout":
      return provider.provider === "sandbox" ? { kind: "inside" } : { kind: "files" };
  }
}
