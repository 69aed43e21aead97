import { z } from "zod";

import { passwordSchema } from "./password";

// POST /v1/users/me/password – the signed-in user's own password, given the current one
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "is required").max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// The form's: the new password typed twice, so a typo does not lock its owner out. The API takes
// the password once (a client program has no typo to catch); the form sends the API's fields.
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "is required").max(200) })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    message: "does not match the new password",
  });

// POST /v1/users/me/two-factor/enable – the first code from the authenticator turns it on
export const enableTwoFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "must be the 6 digits the authenticator shows"),
});

// DELETE /v1/users/me/two-factor, POST …/recovery-codes – the password again, for a change this sensitive
export const confirmPasswordSchema = z.object({ password: z.string().min(1, "is required").max(200) });

export const TwoFactorSetupSchema = z
  .object({
    secret: z.string().meta({ description: "base32, for typing into an authenticator app" }),
    otpauthUrl: z.string(),
    qrCodeSvg: z.string().meta({ description: "the otpauth URL as an SVG QR code" }),
  })
  .meta({ id: "TwoFactorSetup" });

export const RecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: "RecoveryCodes", description: "Shown once: each signs in once instead of a code" });

export const PasswordResetSchema = z
  .object({ userId: z.number().int(), email: z.string(), temporaryPassword: z.string() })
  .meta({ id: "PasswordReset" });
