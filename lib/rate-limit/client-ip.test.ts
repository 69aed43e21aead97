import { afterEach, describe, expect, it } from "vitest";
import { clientIp, validIp } from "./client-ip";

const h = (xff?: string) => new Headers(xff ? { "x-forwarded-for": xff } : {});

describe("clientIp", () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it("takes the entry our proxy appended (the last), not what the client claims", () => {
    expect(clientIp(h("6.6.6.6, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(h("::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(h())).toBe("unknown");
  });

  it("skips further trusted proxies with TRUSTED_PROXY_HOPS", () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientIp(h("6.6.6.6, 203.0.113.7, 10.0.0.2"))).toBe("203.0.113.7");
  });

  it("validIp accepts IPv4 and IPv6 only", () => {
    expect(validIp("203.0.113.7")).toBe("203.0.113.7");
    expect(validIp("2001:db8::1")).toBe("2001:db8::1");
    expect(validIp("unknown")).toBeUndefined();
  });
});
