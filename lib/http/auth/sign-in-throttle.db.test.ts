import { afterEach, describe, expect, it } from "vitest";

import { authOptions } from "@/lib/http/auth/options";
import { prisma } from "@/lib/platform/db";
import { clientIp } from "@/lib/platform/rate-limit/client-ip";
import { throttleLogin } from "@/lib/platform/rate-limit/login-throttle";
import { makeCompany } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

// A sign-in as app/api/auth/[...nextauth]/route.ts runs it (docs/security.md, "Accounts"): the
// throttle counts the attempt before the password is checked, then next-auth's Credentials
// provider checks it and gives a right one back, so only failures use up the limits.
type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;
const { authorize } = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options;
const ip = clientIp(new Headers());

async function attempt(email: string, password: string) {
  const throttle = await throttleLogin({ email, ip });
  if (!throttle.isAllowed) return "rate_limited";
  const user = await authorize({ email, password }, { headers: {} });
  return user ? `signed_in after ${throttle.delayMs} ms` : "refused";
}

async function makeUser() {
  const { company } = await makeCompany();
  return prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
}

afterEach(() => setEnv({ LOGIN_ATTEMPTS_PER_ACCOUNT_IP: undefined }));

describe("sign-in throttle (real database)", () => {
  it("lets 11 successful sign-ins in one window through, each without a delay", async () => {
    const user = await makeUser();
    for (let i = 1; i <= 11; i++)
      expect(await attempt(user.email, "senha-forte-1"), `sign-in ${i}`).toBe("signed_in after 0 ms");
  });

  it("still counts every failure: a success between them wipes none out, and the limit locks the right password out too", async () => {
    setEnv({ LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "3" });
    const user = await makeUser();
    expect(await attempt(user.email, "errada-1")).toBe("refused");
    expect(await attempt(user.email, "errada-2")).toBe("refused");
    expect(await attempt(user.email, "senha-forte-1")).toBe("signed_in after 0 ms");
    expect(await attempt(user.email, "errada-3")).toBe("refused");
    expect(await attempt(user.email, "errada-4")).toBe("rate_limited");
    expect(await attempt(user.email, "senha-forte-1")).toBe("rate_limited");
  });
});
