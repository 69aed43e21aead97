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
