import { runInNewContext } from "node:vm";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { TOKENIZER_SOURCE } from "./script-source";
import { tokenizerScript } from "./tokenizer-script";

type Call = {
  url: string;
  init: { method: string; credentials: string; headers: Record<string, string>; body: string };
};
type Answer = { status: number; body: unknown } | "offline";
type BeehivePay = {
  setPublicKey(k: unknown): void;
  setTestMode(b: unknown): void;
  encrypt(card: unknown): Promise<string>;
};

// Runs the script as a browser would, loaded from `src` on a page of another origin, with a fetch
// that records the call and plays `answer`.
function load({
  src = "https://pay.colmeia.example/v1/js",
  answer = { status: 200, body: { hash: "ch_abc123", expiresAt: "2030-01-01T00:00:00.000Z" } } as Answer,
} = {}) {
  const calls: Call[] = [];
  const window: { BeehivePay?: BeehivePay } = {};
  const fetch = async (url: string, init: Call["init"]) => {
    calls.push({ url, init });
    if (answer === "offline") throw new TypeError("Failed to fetch");
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return { ok: answer.status < 300, status: answer.status, text: async () => text };
  };
  runInNewContext(TOKENIZER_SOURCE, {
    window,
    fetch,
    URL,
    document: { currentScript: src ? { src } : null, baseURI: "https://loja.example.com/checkout" },
  });
  return { pay: window.BeehivePay!, calls };
}

const card = {
  number: "4111 1111 1111 1111",
  holderName: "MARIA DA SILVA",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("resolved");
    },
    (e) => ({ message: e.message, code: e.code, details: e.details, json: JSON.parse(JSON.stringify(e)) }),
  );

describe("BeehivePay script", () => {
  it("posts only the card's fields to /v1/card-hashes on the origin it was loaded from, without credentials, and resolves with the hash", async () => {
    const { pay, calls } = load();
    pay.setPublicKey(" pk_test_abc ");
    pay.setTestMode(true);
    await expect(pay.encrypt({ ...card, email: "not-sent@example.com" })).resolves.toBe("ch_abc123");
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://pay.colmeia.example/v1/card-hashes");
    expect(calls[0].init).toMatchObject({
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json", "x-public-key": "pk_test_abc" },
    });
    expect(JSON.parse(calls[0].init.body)).toEqual(card);
  });

  it("rejects with the API's { message, code, details }", async () => {
    const error = {
      message: "Invalid card: card number fails the Luhn check",
      code: "invalid_card",
      details: { field: "number" },
    };
    const { pay } = load({ answer: { status: 422, body: error } });
    pay.setPublicKey("pk_test_abc");
    const e = await rejection(pay.encrypt(card));
    expect(e).toEqual({ ...error, json: error });
  });

  it("never sends a secret key, a missing key, or a key of the other mode", async () => {
    const { pay, calls } = load();
    expect((await rejection(pay.encrypt(card))).code).toBe("unauthorized");
    pay.setPublicKey("sk_test_secret");
    expect(await rejection(pay.encrypt(card))).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("secret key"),
    });
    pay.setPublicKey("pk_live_abc");
    pay.setTestMode(true);
    expect(await rejection(pay.encrypt(card))).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("pk_test_"),
    });
    pay.setPublicKey("pk_test_abc");
    pay.setTestMode(false);
    expect(await rejection(pay.encrypt(card))).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("pk_live_"),
    });
    expect(calls).toEqual([]);
  });

  it("says so when the API cannot be reached, answers something else, or the script's origin is unknown", async () => {
    const offline = load({ answer: "offline" });
    offline.pay.setPublicKey("pk_test_abc");
    expect(await rejection(offline.pay.encrypt(card))).toMatchObject({
      code: "network_error",
      message: expect.stringContaining("https://pay.colmeia.example"),
    });
    const proxy = load({ answer: { status: 502, body: "<html>Bad gateway</html>" } });
    proxy.pay.setPublicKey("pk_test_abc");
    expect(await rejection(proxy.pay.encrypt(card))).toMatchObject({ code: "network_error", details: { status: 502 } });
    const inline = load({ src: "" });
    inline.pay.setPublicKey("pk_test_abc");
    expect(await rejection(inline.pay.encrypt(card))).toMatchObject({
      code: "network_error",
      message: expect.stringContaining("<script src>"),
    });
  });

  it("is ES2017: compiling it for ES2017 changes nothing", () => {
    const emit = (target: ts.ScriptTarget) =>
      ts.transpileModule(TOKENIZER_SOURCE, { compilerOptions: { target, module: ts.ModuleKind.None } }).outputText;
    expect(emit(ts.ScriptTarget.ES2017)).toBe(emit(ts.ScriptTarget.ESNext));
  });

  it("is named by the SHA-256 of its bytes", () => {
    const script = tokenizerScript();
    expect(script.pinnedPath).toBe(`/v1/js/${script.hash}.js`);
    expect(script.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(tokenizerScript()).toBe(script);
  });
});
