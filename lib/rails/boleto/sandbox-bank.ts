import "server-only";

import { createBoletoCharge } from "@/lib/rails/sandbox-rules";

import type { BoletoRail } from "./port";

// The built-in sandbox bank as a boleto rail provider: a well-formed barcode and digitable line
// (FEBRABAN layout, valid check digits) that no bank will ever collect.
export function createSandboxBoletoRail(): BoletoRail {
  return {
    provider: "sandbox",
    isReal: false,
    createCharge: async (input) => createBoletoCharge(input),
  };
}
