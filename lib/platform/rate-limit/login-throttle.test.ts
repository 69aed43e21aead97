import { describe, expect, it } from "vitest";

import { loginDelayMs } from "./login-throttle";

describe("loginDelayMs", () => {
  it("grows with the attempts of one account from one address, and stops at 4 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(loginDelayMs)).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});
