import { z } from "zod";

import { cpfOrCnpj } from "./common";
import { passwordSchema } from "./password";

// npm run company:create – what the operator gives for a new company and its first owner
// (scripts/create-company.ts). The same rules as sign-up: a CPF/CNPJ with valid check digits, an
// e-mail, and the password rule when one is given (otherwise the owner sets it through a link).
export const operatorCompanySchema = z.object({
  legalName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  documentNumber: cpfOrCnpj,
  ownerEmail: z.email("must be a valid e-mail address").max(255),
  ownerName: z.string().trim().min(2, "must have at least 2 characters").max(100).optional(),
  password: passwordSchema.optional(),
  hasApiKey: z.boolean().default(false),
});
export type OperatorCompanyInput = z.infer<typeof operatorCompanySchema>;
