import { describe, expect, it } from "vitest";

import { updateEmailSettingsSchema } from "./email";

describe("updateEmailSettingsSchema", () => {
  it("takes a kind by its name, or as the API's camelCase reading of it, and refuses an unknown one", () => {
    expect(updateEmailSettingsSchema.parse({ kinds: { refundReceipt: false, payment_receipt: true } })).toEqual({
      kinds: { refund_receipt: false, payment_receipt: true },
    });
    expect(updateEmailSettingsSchema.parse({ myAlerts: { newSignIn: false } })).toEqual({
      myAlerts: { new_sign_in: false },
    });
    expect(updateEmailSettingsSchema.safeParse({ kinds: { sms: true } }).success).toBe(false);
    expect(updateEmailSettingsSchema.safeParse({ myAlerts: { payment_receipt: true } }).success).toBe(false);
  });
});
