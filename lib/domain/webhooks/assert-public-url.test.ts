import { afterEach, describe, expect, it } from "vitest";

import { ApiError } from "@/lib/platform/errors";
import { setEnv } from "@/lib/test/set-env";

import { assertPublicUrl } from "./assert-public-url";

const refusal = (url: string) =>
  assertPublicUrl(url, "url").then(
    () => null,
    (e: ApiError) => e,
  );

describe("assertPublicUrl (creation-time SSRF check)", () => {
  const saved = process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  afterEach(() => {
    setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: saved });
  });

  it("refuses literal private, metadata and embedded addresses, and names that resolve to them, by default", async () => {
    setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: undefined });
    for (const url of [
      "http://127.0.0.1:9/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[::ffff:10.0.0.1]/",
      "http://[2002:a9fe:a9fe::1]/",
      "http://[fd00:ec2::254]/",
      "http://168.63.129.16/",
      "http://localhost:3000/hook",
      "http://192.0.2.10/hook",
      "http://[2001:db8::1]/hook",
      "http://[::ffff:0:127.0.0.1]/hook",
    ]) {
      const e = await refusal(url);
      expect(e, url).toBeInstanceOf(ApiError);
      expect(e!.code).toBe("url_not_allowed");
      expect(e!.status).toBe(422);
      expect(e!.message).toMatch(/not a public address/);
    }
  });

  it("accepts a name that does not resolve now (judged again at each delivery)", async () => {
    setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: undefined });
    expect(await refusal("https://no-such-host.invalid/hook")).toBeNull();
    expect(await refusal("https://pagamentos.loja.invalid:8443/postback?x=1")).toBeNull();
  });

  it("lets a public literal through, and everything when the operator allows private networks", async () => {
    setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: undefined });
    expect(await refusal("https://8.8.8.8/hook")).toBeNull();
    setEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" });
    expect(await refusal("http://127.0.0.1:9/hook")).toBeNull();
  });
});
