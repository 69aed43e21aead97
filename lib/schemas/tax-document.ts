import { z } from "zod";

import { documentType, isValidCnpj, isValidCpf, onlyDigits } from "@/lib/formats/documents";

// Brazilian tax ids for recipients, bank-account holders and companies: CPF (people) or CNPJ
// (companies) only; foreign passports are accepted for payers, never for who receives money.
export const taxDocumentTypes = ["cpf", "cnpj"] as const;
export type TaxDocumentType = (typeof taxDocumentTypes)[number];

// The message for a number that is not a valid document of its (given or inferred) type, or null.
export function taxDocumentIssue(number: string, type?: TaxDocumentType): string | null {
  const kind = type ?? documentType(number);
  if (kind === "cpf") return isValidCpf(number) ? null : "is not a valid CPF";
  if (kind === "cnpj") return isValidCnpj(number) ? null : "is not a valid CNPJ";
  return "must be a CPF (11 digits) or a CNPJ (14 digits)";
}

// { number, type }: the type may be left out and is then inferred from the number of digits.
export const taxDocumentSchema = z
  .object({
    number: z.string().trim().min(1, "is required").max(20),
    type: z.enum(taxDocumentTypes).optional(),
  })
  .transform((d) => {
    const number = onlyDigits(d.number);
    return { number, type: d.type ?? documentType(number) ?? "cpf" };
  })
  .superRefine((d, ctx) => {
    const issue = taxDocumentIssue(d.number, d.type);
    if (issue) ctx.addIssue({ code: "custom", path: ["number"], message: issue });
  });

export const TaxDocumentSchema = z
  .object({ number: z.string(), type: z.enum(taxDocumentTypes) })
  .meta({ id: "TaxDocument" });
