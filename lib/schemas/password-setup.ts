import { z } from "zod";

import { passwordSchema } from "./password";

// POST /api/public/password-setup – the token of a one-time link (npm run company:create) and the
// password its user chooses. Shared by the route and the /set-password page.
export const setPasswordSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "is not the token of a password link"),
  password: passwordSchema,
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

// POST /api/public/password-reset – "forgot my password": the address to send a one-time link to.
export const requestPasswordResetSchema = z.object({
  email: z
    .email("is not an e-mail address")
    .max(255)
    .transform((e) => e.trim().toLowerCase()),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;
