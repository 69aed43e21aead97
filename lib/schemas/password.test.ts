import { describe, expect, it } from "vitest";

import { passwordSchema } from "./password";

describe("passwordSchema", () => {
  it("takes 10 characters or more that are not a common password", () => {
    expect(passwordSchema.safeParse("uma-senha-boa").success).toBe(true);
    expect(passwordSchema.safeParse("curta1234").error?.issues[0].message).toMatch(/at least 10/);
    for (const common of ["1234567890", "Senha123456", "QWERTYUIOP", "password123"])
      expect(passwordSchema.safeParse(common).error?.issues[0].message, common).toMatch(/most common/);
  });
});
