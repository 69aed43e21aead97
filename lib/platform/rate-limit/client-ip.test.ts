import { afterEach, describe, expect, it } from "vitest";

import { setEnv } from "@/lib/test/set-env";

import { clientIp, isHttps, PEER_HEADER, validIp } from "./client-ip";

const h = (xff?: string, peer = "10.0.0.9", proto?: string) =>
  new Headers({
    [PEER_HEADER]: peer,
    ...(xff && { "x-forwarded-for": xff }),
    ...(proto && { "x-forwarded-proto": proto }),
  });

describe("clientIp", () => {
  afterEach(() => {
    setEnv({ TRUSTED_PROXY_HOPS: undefined });
  });

  it("believes no forwarded header by default: the socket's peer is the client", () => {
    expect(clientIp(h("6.6.6.6"))).toBe("10.0.0.9");
    expect(clientIp(h(undefined, "::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(new Headers())).toBe("unknown");
  });

  it("with one trusted proxy, takes the entry it appended, not what the client claims", () => {
    setEnv({ TRUSTED_PROXY_HOPS: "1" });
    expect(clientIp(h("6.6.6.6, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(h())).toBe("10.0.0.9");
  });

  it("skips further trusted proxies with TRUSTED_PROXY_HOPS", () => {
    setEnv({ TRUSTED_PROXY_HOPS: "2" });
    expect(clientIp(h("6.6.6.6, 203.0.113.7, 10.0.0.2"))).toBe("203.0.113.7");
  });

  it("validIp accepts IPv4 and IPv6 only", () => {
    expect(validIp("203.0.113.7")).toBe("203.0.113.7");
    expect(validIp("2001:db8::1")).toBe("2001:db8::1");
    expect(validIp("unknown")).toBeUndefined();
  });
});

describe("isHttps", () => {
  afterEach(() => {
    setEnv({ TRUSTED_PROXY_HOPS: undefined });
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(isHttps(h(undefined, "1.2.3.4", "https"))).toBe(false);
    setEnv({ TRUSTED_PROXY_HOPS: "1" });
    expect(isHttps(h(undefined, "1.2.3.4", "https"))).toBe(true);
    expect(isHttps(h(undefined, "1.2.3.4", "http"))).toBe(false);
    expect(isHttps(h(undefined, "1.2.3.4", "https, http"))).toBe(false);
    expect(isHttps(h())).toBe(false);
  });
});
