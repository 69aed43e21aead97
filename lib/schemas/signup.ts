import { z } from "zod";

import { cpfOrCnpj } from "./common";
import { passwordSchema } from "./password";

// POST /api/sandbox/companies – what a company gives to sign up: its legal name and CNPJ/CPF, and
// its owner's name, e-mail and password. Nothing else is invented for it (no address, no bank
// account): the merchant adds those in the dashboard. Shared by the route and the sign-up page.
export const signUpSchema = z.object({
  legalName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  tradeName: z.string().trim().min(2).max(100).optional(),
  documentNumber: cpfOrCnpj,
  ownerName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  email: z.email("must be a valid email").max(255),
  password: passwordSchema,
  // the first user's role: owner, unless a test wants a company seen only through a narrower role
  role: z.enum(["owner", "admin", "viewer"]).default("owner"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
