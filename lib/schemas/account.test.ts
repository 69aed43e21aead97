import { describe, expect, it } from "vitest";

import { changePasswordFormSchema, changePasswordSchema } from "./account";

describe("changePasswordFormSchema", () => {
  const base = { currentPassword: "antiga-senha-1", newPassword: "mel-de-jatai-2026" };

  it("refuses a confirmation that differs, on the confirmation field", () => {
    const result = changePasswordFormSchema.safeParse({ ...base, confirmPassword: "mel-de-jatai-2027" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "does not match the new password" }),
    ]);
  });

  it("accepts the same password twice, and keeps the API's own rules", () => {
    expect(changePasswordFormSchema.safeParse({ ...base, confirmPassword: base.newPassword }).success).toBe(true);
    expect(
      changePasswordFormSchema.safeParse({ ...base, newPassword: "curta", confirmPassword: "curta" }).success,
    ).toBe(false);
    // the API asks for the password once
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
  });
});
