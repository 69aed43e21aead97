import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { readmeWithEnvTable } from "../../scripts/docs-env";
import { setEnv } from "../test/set-env";
import { authSecret, ENV_VARS, parseEnv } from "./env";

const startEnv = (extra: Record<string, string | undefined>) => {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: ".tmp/never-created", ...extra };
  for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
  return env as NodeJS.ProcessEnv;
};

describe("AUTH_SECRET in production", () => {
  afterEach(() => setEnv({ COLMEIA_MODE: undefined }));

  it("npm start refuses production mode without it, before building or touching the database", () => {
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: startEnv({ COLMEIA_MODE: "production", AUTH_SECRET: undefined }),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("COLMEIA_MODE=production needs AUTH_SECRET");
  }, 60_000); // a child process starting Node: slow on a loaded machine

  it("the app never generates one into DATA_DIR in production", () => {
    const saved = process.env.AUTH_SECRET;
    setEnv({ COLMEIA_MODE: "production", AUTH_SECRET: undefined });
    try {
      expect(() => authSecret()).toThrow(/needs AUTH_SECRET/);
    } finally {
      setEnv({ AUTH_SECRET: saved });
    }
  });
});

describe("configuration (lib/platform/env.ts)", () => {
  it("gives every variable its default, and treats an empty value as unset", () => {
    const s = parseEnv({ SIGNUP: "", PORT: "" });
    expect(s).toMatchObject({
      PORT: 3000,
      SIGNUP: "closed",
      TRUSTED_PROXY_HOPS: 0,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: false,
      COLMEIA_MODE: "sandbox",
      DATA_DIR: "./data",
    });
    expect(s.DATABASE_URL).toBeUndefined();
    expect(parseEnv({ PORT: "8080", WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true", SIGNUP: "open" })).toMatchObject({
      PORT: 8080,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: true,
      SIGNUP: "open",
    });
  });

  it("refuses bad values with one message naming each variable, what it must be and what it got", () => {
    const bad = () => parseEnv({ TRUSTED_PROXY_HOPS: "one", SIGNUP: "yes", PORT: "70000" });
    expect(bad).toThrow('TRUSTED_PROXY_HOPS must be a whole number (got "one")');
    expect(bad).toThrow('PORT must be at most 65535 (got "70000")');
    expect(bad).toThrow('SIGNUP must be open or closed (got "yes")');
    // a secret is named, never repeated: the message reaches logs and terminals
    const secret = () => parseEnv({ METRICS_TOKEN: "short-secret", DATABASE_URL: "mysql://user:hunter22@db/x" });
    expect(secret).toThrow("METRICS_TOKEN must be at least 16 characters (got a value that is not shown)");
    expect(secret).not.toThrow(/short-secret|hunter22/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: "1" })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false/,
    );
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must have at least 32 characters/);
  });

  it("npm start stops on a bad value before building, naming the variable", () => {
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: startEnv({ TRUSTED_PROXY_HOPS: "lots" }),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TRUSTED_PROXY_HOPS must be a whole number (got "lots")');
    expect(run.stdout).not.toContain("building");
  }, 60_000);

  it("the README's configuration table is the catalogue's (npm run docs:env)", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readmeWithEnvTable(readme)).toBe(readme);
    for (const name of Object.keys(ENV_VARS)) expect(readme).toContain(`| \`${name}\` |`);
  });

  it("no application file reads process.env but lib/platform/env.ts", () => {
    // tests, e2e and bench configure their own harness; app/docs shows merchants sample code;
    // instrumentation.ts checks NEXT_RUNTIME (inlined by Next per runtime, before lib/platform/env.ts may load);
    // prisma.config.ts gives the Prisma CLI a placeholder URL it needs to start; the side-by-side
    // upgrade test (scripts/upgrade-side-by-side.ts) is a harness that starts two releases' servers.
    const allowed = new Set([
      "lib/platform/env.ts",
      "instrumentation.ts",
      "prisma.config.ts",
      "scripts/upgrade-side-by-side.ts",
    ]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) {
          if (p !== path.join("app", "docs")) walk(p);
        } else if (
          /\.(ts|tsx|mjs)$/.test(p) &&
          !/\.test\.tsx?$/.test(p) &&
          !allowed.has(p) &&
          !p.startsWith(path.join("lib", "test"))
        ) {
          if (/process\.env(\.|\[)/.test(readFileSync(p, "utf8"))) offenders.push(p);
        }
      }
    };
    for (const dir of ["app", "lib", "components", "prisma", "scripts"]) walk(dir);
    for (const file of ["proxy.ts", "next.config.ts"])
      if (/process\.env(\.|\[)/.test(readFileSync(file, "utf8"))) offenders.push(file);
    expect(offenders).toEqual([]);
    expect(readFileSync("instrumentation.ts", "utf8").match(/process\.env\.\w+/g)).toEqual([
      "process.env.NEXT_RUNTIME",
    ]);
  });
});

describe("defaults that depend on the mode", () => {
  it("a new payout destination waits no hours in sandbox mode and 24 in production; an explicit value wins in both", () => {
    expect(parseEnv({}).PAYOUT_DESTINATION_COOLDOWN_HOURS).toBe(0);
    expect(parseEnv({ COLMEIA_MODE: "sandbox" }).PAYOUT_DESTINATION_COOLDOWN_HOURS).toBe(0);
    expect(parseEnv({ COLMEIA_MODE: "production" }).PAYOUT_DESTINATION_COOLDOWN_HOURS).toBe(24);
    expect(parseEnv({ COLMEIA_MODE: "production", PAYOUT_DESTINATION_COOLDOWN_HOURS: "" })).toMatchObject({
      PAYOUT_DESTINATION_COOLDOWN_HOURS: 24,
    });
    expect(parseEnv({ COLMEIA_MODE: "production", PAYOUT_DESTINATION_COOLDOWN_HOURS: "0" })).toMatchObject({
      PAYOUT_DESTINATION_COOLDOWN_HOURS: 0,
    });
    expect(parseEnv({ PAYOUT_DESTINATION_COOLDOWN_HOURS: "48" })).toMatchObject({
      PAYOUT_DESTINATION_COOLDOWN_HOURS: 48,
    });
    expect(() => parseEnv({ PAYOUT_DESTINATION_COOLDOWN_HOURS: "-1" })).toThrow(
      /PAYOUT_DESTINATION_COOLDOWN_HOURS must be at least 0/,
    );
  });
});

describe("the card rail", () => {
  it("CARD_PROVIDER is the built-in Cielo server by default, Cielo's production hosts for cielo", () => {
    expect(parseEnv({})).toMatchObject({
      CARD_PROVIDER: "sandbox",
      CIELO_API_URL: "https://api.cieloecommerce.cielo.com.br",
      CIELO_QUERY_URL: "https://apiquery.cieloecommerce.cielo.com.br",
      CIELO_TIMEOUT_MS: 10_000,
    });
    expect(() => parseEnv({ CARD_PROVIDER: "rede" })).toThrow(/CARD_PROVIDER must be sandbox or cielo/);
  });

  it("CARD_PROVIDER=cielo refuses to start without the merchant's id and key", () => {
    const id = "8c1e0f1b-2f0b-4a6c-9d3e-0123456789ab";
    expect(() => parseEnv({ CARD_PROVIDER: "cielo" })).toThrow(
      /CARD_PROVIDER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY/,
    );
    expect(() => parseEnv({ CARD_PROVIDER: "cielo", CIELO_MERCHANT_ID: id })).toThrow(/CIELO_MERCHANT_KEY/);
    expect(() => parseEnv({ CARD_PROVIDER: "cielo", CIELO_MERCHANT_ID: "store-1", CIELO_MERCHANT_KEY: "k" })).toThrow(
      /CIELO_MERCHANT_ID must be a GUID/,
    );
    expect(
      parseEnv({ CARD_PROVIDER: "cielo", CIELO_MERCHANT_ID: id, CIELO_MERCHANT_KEY: "0".repeat(40) }),
    ).toMatchObject({
      CARD_PROVIDER: "cielo",
    });
  });
});

describe("provider URLs", () => {
  it("a provider URL is https://, plain http:// only to a loopback host: refused at start, naming the variable", () => {
    for (const name of ["CIELO_API_URL", "CIELO_QUERY_URL", "PIX_API_URL", "PIX_OAUTH_URL"]) {
      for (const bad of ["http://api.cieloecommerce.cielo.com.br", "http://10.0.0.5:8080/x", "http://127.evil.example"])
        expect(() => parseEnv({ [name]: bad }), `${name}=${bad}`).toThrow(
          new RegExp(`${name} must be https:// \\(plain http:// only for a loopback host`),
        );
      expect(() => parseEnv({ [name]: "ftp://127.0.0.1/x" })).toThrow(new RegExp(`${name} must be an http\\(s\\) URL`));
      for (const good of [
        "https://apisandbox.cieloecommerce.cielo.com.br",
        "http://127.0.0.1:3000/sandbox/cielo",
        "http://localhost:4000",
        "http://[::1]:4000/x",
      ])
        expect(parseEnv({ [name]: good }), `${name}=${good}`).toMatchObject({ [name]: good });
    }
  });
});

describe("the boleto agreement", () => {
  const itau = {
    BOLETO_PROVIDER: "cnab240",
    BOLETO_BANK: "341",
    BOLETO_AGENCY: "0057",
    BOLETO_ACCOUNT: "12345",
    BOLETO_ACCOUNT_DIGIT: "7",
    BOLETO_WALLET: "109",
  };

  it("BOLETO_PROVIDER=cnab240 starts with each bank's variables, and names the ones missing", () => {
    expect(parseEnv({})).toMatchObject({ BOLETO_PROVIDER: "sandbox" });
    expect(parseEnv(itau)).toMatchObject({ BOLETO_PROVIDER: "cnab240", BOLETO_BANK: "341" });
    expect(() => parseEnv({ BOLETO_PROVIDER: "cnab240", BOLETO_BANK: "001" })).toThrow(
      /BOLETO_PROVIDER=cnab240: needs BOLETO_AGENCY, BOLETO_ACCOUNT, BOLETO_ACCOUNT_DIGIT, BOLETO_WALLET, BOLETO_AGENCY_DIGIT, BOLETO_CONVENIO, BOLETO_WALLET_VARIATION/,
    );
    const bb = {
      ...itau,
      BOLETO_BANK: "001",
      BOLETO_AGENCY: "1234",
      BOLETO_AGENCY_DIGIT: "3",
      BOLETO_ACCOUNT_DIGIT: "5",
      BOLETO_WALLET: "17",
      BOLETO_WALLET_VARIATION: "019",
    };
    expect(() => parseEnv({ ...bb, BOLETO_CONVENIO: "123456" })).toThrow(/BOLETO_CONVENIO must have 7 digits/);
    expect(parseEnv({ ...bb, BOLETO_CONVENIO: "1234567" })).toMatchObject({ BOLETO_BANK: "001" });
    expect(() => parseEnv({ ...itau, BOLETO_BANK: "104" })).toThrow(/BOLETO_BANK must be 001/);
  });

  it("Banco do Brasil and Bradesco need the agency digit, and both digits must follow the bank's mod 11 rule", () => {
    const bb = {
      BOLETO_PROVIDER: "cnab240",
      BOLETO_BANK: "001",
      BOLETO_AGENCY: "1234",
      BOLETO_AGENCY_DIGIT: "3",
      BOLETO_ACCOUNT: "40599",
      BOLETO_ACCOUNT_DIGIT: "x",
      BOLETO_CONVENIO: "1234567",
      BOLETO_WALLET: "17",
      BOLETO_WALLET_VARIATION: "019",
    };
    expect(parseEnv(bb)).toMatchObject({ BOLETO_BANK: "001" });
    const { BOLETO_AGENCY_DIGIT: _, ...bbWithoutAgencyDigit } = bb;
    expect(() => parseEnv(bbWithoutAgencyDigit)).toThrow(/needs BOLETO_AGENCY_DIGIT$/);
    expect(() => parseEnv({ ...bb, BOLETO_AGENCY_DIGIT: "4" })).toThrow(
      /Banco do Brasil computes the digit of agency 1234 as 3, but BOLETO_AGENCY_DIGIT is 4/,
    );
    expect(() => parseEnv({ ...bb, BOLETO_ACCOUNT_DIGIT: "0" })).toThrow(
      /Banco do Brasil computes the digit of account 40599 as X, but BOLETO_ACCOUNT_DIGIT is 0/,
    );
    expect(() => parseEnv({ ...bb, BOLETO_ACCOUNT: "123456789" })).toThrow(/BOLETO_ACCOUNT has at most 8 digits/);
    const bradesco = {
      ...bb,
      BOLETO_BANK: "237",
      BOLETO_AGENCY: "0006",
      BOLETO_AGENCY_DIGIT: "P",
      BOLETO_ACCOUNT: "0506511",
      BOLETO_ACCOUNT_DIGIT: "9",
      BOLETO_WALLET: "09",
    };
    expect(parseEnv(bradesco)).toMatchObject({ BOLETO_BANK: "237" });
    expect(() => parseEnv({ ...bradesco, BOLETO_AGENCY_DIGIT: "0" })).toThrow(
      /Bradesco computes the digit of agency 0006 as P, but BOLETO_AGENCY_DIGIT is 0/,
    );
    expect(() => parseEnv({ ...bradesco, BOLETO_ACCOUNT_DIGIT: "1" })).toThrow(
      /Bradesco computes the digit of account 0506511 as 9/,
    );
  });

  it("an Itaú account digit that does not follow Itaú's rule stops the start, saying which digit the rule gives", () => {
    expect(() => parseEnv({ ...itau, BOLETO_ACCOUNT_DIGIT: "3" })).toThrow(
      /computes the account digit of agency 0057 account 12345 as 7, but BOLETO_ACCOUNT_DIGIT is 3/,
    );
  });
});

describe("SEED_API_KEY", () => {
  it("takes sk_test_ or sk_live_ followed by at least 16 letters, digits or underscores (a conformance key)", () => {
    for (const key of [
      "sk_test_conformance_0123456789abcdef",
      "sk_live_ABCDEFGHIJKLMNOP",
      "sk_test_0123456789abcdef0123456789abcdef",
    ])
      expect(parseEnv({ SEED_API_KEY: key }).SEED_API_KEY).toBe(key);
  });

  it("refuses anything else with a message that states the rule", () => {
    for (const key of [
      "sk_test_short",
      "pk_test_0123456789abcdef",
      "sk_test_0123456789-abcdef",
      "sk_test_ 0123456789abcdef",
    ])
      expect(() => parseEnv({ SEED_API_KEY: key })).toThrow(
        "SEED_API_KEY must be sk_test_ or sk_live_ followed by at least 16 letters, digits or underscores",
      );
  });
});

describe("the paying account (PAYOUT_PROVIDER=cnab240)", () => {
  const itau = {
    PAYOUT_PROVIDER: "cnab240",
    PAYOUT_BANK: "341",
    PAYOUT_AGENCY: "0057",
    PAYOUT_ACCOUNT: "12345",
    PAYOUT_ACCOUNT_DIGIT: "7",
  };
  const bb = { ...itau, PAYOUT_BANK: "001", PAYOUT_AGENCY: "1234", PAYOUT_ACCOUNT: "56789", PAYOUT_ACCOUNT_DIGIT: "0" };

  it("starts with each bank's variables and names the ones missing", () => {
    expect(parseEnv({})).toMatchObject({ PAYOUT_PROVIDER: "sandbox" });
    expect(parseEnv(itau)).toMatchObject({ PAYOUT_PROVIDER: "cnab240", PAYOUT_BANK: "341" });
    expect(() => parseEnv({ PAYOUT_PROVIDER: "cnab240" })).toThrow(
      /PAYOUT_PROVIDER=cnab240: needs PAYOUT_BANK, PAYOUT_AGENCY, PAYOUT_ACCOUNT, PAYOUT_ACCOUNT_DIGIT/,
    );
    // Banco do Brasil and Bradesco write the agreement in every header
    expect(() => parseEnv(bb)).toThrow(/needs PAYOUT_CONVENIO \(bank 001\)/);
    expect(() => parseEnv({ ...bb, PAYOUT_BANK: "237" })).toThrow(/needs PAYOUT_CONVENIO \(bank 237\)/);
    expect(parseEnv({ ...bb, PAYOUT_CONVENIO: "123456789" })).toMatchObject({ PAYOUT_BANK: "001" });
    expect(parseEnv({ ...bb, PAYOUT_BANK: "237", PAYOUT_CONVENIO: "4567" })).toMatchObject({ PAYOUT_BANK: "237" });
  });

  it("refuses an unknown bank, a wrong Itaú digit and values the bank's layout cannot hold", () => {
    expect(() => parseEnv({ ...itau, PAYOUT_BANK: "104" })).toThrow(/PAYOUT_BANK must be 001/);
    expect(() => parseEnv({ ...itau, PAYOUT_ACCOUNT_DIGIT: "3" })).toThrow(
      /Itaú computes the account digit of agency 0057 account 12345 as 7, but PAYOUT_ACCOUNT_DIGIT is 3/,
    );
    // Banco do Brasil's convênio field holds 9 digits
    expect(() => parseEnv({ ...bb, PAYOUT_CONVENIO: "1234567890" })).toThrow(
      /PAYOUT_CONVENIO does not fit bank 001's payment layout: must be 1 to 9 digits/,
    );
    // Itaú's header holds a 4-digit agency and a 5-digit account
    expect(() => parseEnv({ ...itau, PAYOUT_AGENCY: "10057", PAYOUT_ACCOUNT_DIGIT: "1" })).toThrow(
      /PAYOUT_AGENCY does not fit bank 341's payment layout/,
    );
  });
});
