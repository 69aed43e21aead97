import { randomBytes, createHmac } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

// Runtime configuration. Everything is optional (design.md §2); secrets not given in the
// environment are generated once into DATA_DIR so restarts keep sessions and fingerprints.
export const env = {
  get dataDir(): string {
    return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? "./data");
  },
  get port(): number {
    return Number(process.env.PORT ?? 3000);
  },
  get publicBaseUrl(): string {
    return (process.env.PUBLIC_BASE_URL ?? `http://localhost:${this.port}`).replace(/\/$/, "");
  },
  // sandbox unless explicitly switched to production: the only acquirer shipped is the sandbox one
  get isSandbox(): boolean {
    return process.env.COLMEIA_MODE !== "production";
  },
  // webhooks and postbacks to loopback/private/metadata addresses: off in every mode unless the
  // operator says so (docs/security.md, "Outbound requests")
  get allowPrivateNetworks(): boolean {
    return process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === "true";
  },
  // sign-up of new companies: closed unless the operator opens it (the demo company is seeded anyway)
  get isSignupOpen(): boolean {
    return process.env.SIGNUP === "open";
  },
  get signupsPerIpPerHour(): number {
    const n = Number(process.env.SIGNUP_PER_IP_PER_HOUR ?? 5);
    return Number.isInteger(n) && n > 0 ? n : 5;
  },
  // The Pix rail (docs/rails.md): `sandbox` (the built-in PSP, default) or `api-pix` (a real PSP).
  get pixProvider(): "sandbox" | "api-pix" {
    return process.env.PIX_PROVIDER === "api-pix" ? "api-pix" : "sandbox";
  },
  get pix(): { apiUrl?: string; oauthUrl?: string; clientId?: string; clientSecret?: string; key?: string; certFile?: string; keyFile?: string; caFile?: string; timeoutMs: number } {
    const e = process.env;
    const timeoutMs = Number(e.PIX_TIMEOUT_MS ?? 10_000);
    return {
      apiUrl: e.PIX_API_URL, oauthUrl: e.PIX_OAUTH_URL, clientId: e.PIX_CLIENT_ID, clientSecret: e.PIX_CLIENT_SECRET, key: e.PIX_KEY,
      certFile: e.PIX_CERT_FILE, keyFile: e.PIX_KEY_FILE, caFile: e.PIX_CA_FILE, timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 10_000,
    };
  },
  get pixReconcileMs(): number {
    const n = Number(process.env.PIX_RECONCILE_MS ?? 60_000);
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 60_000;
  },
};

let cachedSecret: string | undefined;

export function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  // a key kept beside the database protects nothing from whoever has the disk (docs/security.md)
  if (!env.isSandbox) throw new Error("COLMEIA_MODE=production needs AUTH_SECRET in the environment; it is never generated into DATA_DIR in production");
  if (cachedSecret) return cachedSecret;
  // an in-memory database (unit tests) gets an in-memory secret
  if ((process.env.DATA_DIR ?? "").startsWith("memory://")) return (cachedSecret = randomBytes(32).toString("hex"));
  const file = path.join(env.dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  cachedSecret = readFileSync(file, "utf8").trim();
  return cachedSecret;
}

// Purpose-bound keys derived from the one server secret (card fingerprints, card-hash encryption).
export function derivedKey(purpose: string): Buffer {
  return createHmac("sha256", authSecret()).update(`colmeia:${purpose}`).digest();
}

let cachedPixWebhookSecret: string | undefined;

// The secret path segment of the Pix webhook URL given to the PSP (/api/rails/pix/{secret}): a PSP
// notification carries no signature, so the unguessable URL is what keeps strangers from posting
// payments. PIX_WEBHOOK_SECRET, or generated once into DATA_DIR as the sessions' secret is.
export function pixWebhookSecret(): string {
  if (process.env.PIX_WEBHOOK_SECRET) return process.env.PIX_WEBHOOK_SECRET;
  if (cachedPixWebhookSecret) return cachedPixWebhookSecret;
  if ((process.env.DATA_DIR ?? "").startsWith("memory://")) return (cachedPixWebhookSecret = randomBytes(24).toString("hex"));
  const file = path.join(env.dataDir, "pix-webhook-secret");
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(24).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (e) {
      // another process wrote it first: read theirs
      if ((e as { code?: string }).code !== "EEXIST") throw e;
    }
  }
  cachedPixWebhookSecret = readFileSync(file, "utf8").trim();
  return cachedPixWebhookSecret;
}
