import { execFileSync } from "node:child_process";
import { createHash, createHmac, randomInt } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { tryOpenSealed as tryOpen } from "../../lib/test/open-sealed";
import { expect, test, transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signUp as postSignUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// No card number or CVV may be recoverable from Colmeia's disk, WAL or backups, even with every
// secret of the server (docs/security.md, Card data). As a thief with the whole disk would: pay
// through card hashes, leave one to expire unused and one alive, stop the server, then read every
// file of its data directory (PGlite's pg_wal included) and of its PostgreSQL database and WAL,
// look for the cards in clear, and try every secret found there on every ciphertext found there.
test.describe.configure({ mode: "serial" });

const TTL_MS = 10_000; // long enough to pay with a fresh hash, short enough to watch one expire

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

// A fresh Visa-like number per run (the sandbox approves numbers outside its test table), so
// nothing else on the machine's disks holds it.
function randomPan(): string {
  for (;;) {
    const pan = `4${String(randomInt(0, 1e9)).padStart(9, "0")}${String(randomInt(0, 1e6)).padStart(6, "0")}`;
    if (luhnValid(pan)) return pan;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full);
    return e.isFile() ? [full] : [];
  });
}

// Every purpose Colmeia derives a key for from its server secret (lib/platform/env.ts derivedKey).
const PURPOSES = [
  "card-hash",
  "card-fingerprint",
  "totp",
  "sandbox-psp-pix-key",
  "sandbox-psp-client-secret",
  "sandbox-psp-token",
];

function keysFrom(secret: string): Buffer[] {
  const keys = [
    ...PURPOSES.map((p) => createHmac("sha256", secret).update(`colmeia:${p}`).digest()),
    createHash("sha256").update(secret).digest(),
  ];
  if (/^[0-9a-f]{64}$/.test(secret)) keys.push(Buffer.from(secret, "hex"));
  if (/^[A-Za-z0-9_-]{43}$/.test(secret)) keys.push(Buffer.from(secret, "base64url"));
  return keys;
}

type Paid = { companyId: number; pans: string[]; cvvs: string[]; tokens: string[] };

async function payThroughCardHashes(url: string): Promise<Paid> {
  const id = uid();
  const signed = await postSignUp(url, {
    ownerName: "Ana Teste",
    legalName: `Cartão ${id}`,
    documentNumber: randomCnpj(),
    email: `card-disk-${id}@example.com`,
    password: `senha-${id}`,
  });
  expect(signed.status).toBe(200);
  const auth = `Basic ${Buffer.from(`${(await signed.json()).apiKey}:x`).toString("base64")}`;
  const company = await (await fetch(`${url}/v1/company`, { headers: { authorization: auth } })).json();
  const pans = Array.from({ length: 5 }, randomPan);
  const cvvs = pans.map(() => String(randomInt(1000, 10000)));
  const tokens: string[] = [];
  const tokenize = async (i: number) => {
    const res = await fetch(`${url}/v1/card-hashes`, {
      method: "POST",
      headers: { "x-public-key": company.publicKey, "content-type": "application/json" },
      body: JSON.stringify({
        number: pans[i],
        holderName: "FULANO DE TAL",
        expirationMonth: 12,
        expirationYear: 2031,
        cvv: cvvs[i],
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { hash: string; expiresAt: string };
    tokens.push(body.hash);
    return body;
  };
  const pay = (hash: string, idempotencyKey?: string) =>
    fetch(`${url}/v1/transactions`, {
      method: "POST",
      headers: {
        authorization: auth,
        "content-type": "application/json",
        ...(idempotencyKey && { "idempotency-key": idempotencyKey }),
      },
      body: JSON.stringify({ ...transactionBody("credit_card"), card: { hash } }),
    });

  const expiring = await tokenize(0); // expires unused
  for (const i of [1, 2, 3]) {
    const { hash } = await tokenize(i);
    const res = await pay(hash, i === 2 ? `card-disk-${id}` : undefined);
    expect(res.status).toBe(200);
    expect((await res.json()).card).toMatchObject({ firstDigits: pans[i].slice(0, 6), lastDigits: pans[i].slice(-4) });
  }
  await tokenize(4); // still alive when the server stops

  // wait for the deadline the server itself gave, then see the hash refused as expired
  await new Promise((r) => setTimeout(r, Math.max(0, new Date(expiring.expiresAt).getTime() - Date.now() + 50)));
  const late = await pay(expiring.hash);
  expect(late.status).toBe(422);
  expect((await late.json()).code).toBe("invalid_card_hash");
  return { companyId: company.id, pans, cvvs, tokens };
}

type Finding = string;

// Everything a thief with these files and these secrets could learn of the cards.
function scan(files: string[], secretsDir: string, paid: Paid, opts: { isPrivateDir: boolean }): Finding[] {
  const isShared = (f: string) => !opts.isPrivateDir && f.includes(`${path.sep}pg_wal${path.sep}`);
  const findings: Finding[] = [];
  const texts = files.map((f) => ({ file: f, text: readFileSync(f).toString("latin1") }));

  for (const { file, text } of texts) {
    paid.pans.forEach((pan) => text.includes(pan) && findings.push(`${file}: card number ${pan} in clear`));
    paid.cvvs.forEach((cvv) => text.includes(`"cvv":"${cvv}"`) && findings.push(`${file}: CVV ${cvv} in clear`));
    if (opts.isPrivateDir)
      paid.cvvs.forEach((cvv) => text.includes(`"${cvv}"`) && findings.push(`${file}: CVV ${cvv} as a value`));
    paid.tokens.forEach((t) => text.includes(t.slice(3)) && findings.push(`${file}: card hash token ${t} written`));
  }

  // the server's secrets: every small regular file Colmeia keeps beside its database
  const secrets = readdirSync(secretsDir)
    .map((name) => path.join(secretsDir, name))
    .filter((f) => statSync(f).isFile() && statSync(f).size <= 4096 && !/\.(log|sql)$/.test(f))
    .map((f) => readFileSync(f, "utf8").trim());
  expect(secrets.length, "the sandbox keeps its generated secrets in DATA_DIR").toBeGreaterThan(0);
  const keys = secrets.flatMap(keysFrom);
  // …and every 32-byte value written in the database (hex or base64url), in case a key was stored
  const seen = new Set<string>();
  for (const { file, text } of texts) {
    if (isShared(file)) continue; // the cluster's WAL holds every database's rows: ours are in base/ and the dump too
    for (const m of text.matchAll(/(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/g)) seen.add(m[0]);
    for (const m of text.matchAll(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g)) seen.add(m[0]);
  }
  for (const v of seen) keys.push(v.length === 64 ? Buffer.from(v, "hex") : Buffer.from(v, "base64url"));

  const sealed = new Set<string>();
  for (const { text } of texts)
    for (const m of text.matchAll(/[A-Za-z0-9+/]{16}\.[A-Za-z0-9+/]{22}==\.[A-Za-z0-9+/]+={0,2}/g)) sealed.add(m[0]);
  expect(sealed.size, "the scan sees the card hashes' ciphertexts").toBeGreaterThan(0);
  for (const payload of sealed)
    for (const key of keys) {
      const plain = tryOpen(payload, key) ?? tryOpen(payload, key, `card-hash:${paid.companyId}`);
      if (plain && paid.pans.some((pan) => plain.includes(pan)))
        findings.push(`ciphertext ${payload.slice(0, 20)}… opens with a key from the disk: ${plain.slice(0, 40)}…`);
    }

  // a hash of a card number beside its first 6 and last 4 digits gives the number back in 10^5
  // tries: try them, with every key above, against every 32-hex-digit run on the disk
  const hexRuns = new Set<string>();
  for (const { text } of texts)
    for (const m of text.matchAll(/[0-9a-f]{32,}/g))
      for (let i = 0; i + 32 <= m[0].length; i++) hexRuns.add(m[0].slice(i, i + 32));
  const pan = paid.pans[1];
  const fingerprintKeys = secrets.flatMap(keysFrom);
  for (let middle = 0; middle < 1e6; middle++) {
    const candidate = `${pan.slice(0, 6)}${String(middle).padStart(6, "0")}${pan.slice(-4)}`;
    if (!luhnValid(candidate)) continue;
    for (const key of fingerprintKeys) {
      const h = createHmac("sha256", key).update(candidate).digest("hex");
      if (hexRuns.has(h.slice(0, 32))) findings.push(`card number ${candidate} recovered from a keyed hash on disk`);
    }
  }
  return findings;
}

// A server of its own with short-lived card hashes: it pays through them, then stops, so its files
// are at rest when they are scanned.
async function payOnStoppedServer(name: string, port: number, opts: { pglite?: boolean }) {
  const server = ownServer(name, port, {
    ...opts,
    env: { CARD_HASH_TTL_MS: String(TTL_MS), CARD_HASH_SWEEP_MS: "500" },
  });
  await server.start();
  try {
    return { server, paid: await payThroughCardHashes(server.url) };
  } finally {
    await server.stop();
  }
}

test("PGlite: no card number or CVV in DATA_DIR or its WAL, and nothing there decrypts one", async () => {
  test.setTimeout(300_000);
  const { server, paid } = await payOnStoppedServer("card_disk", 3421, { pglite: true });
  const dataDir = path.dirname(server.logFile);
  const files = filesUnder(dataDir);
  expect(files.some((f) => f.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
  expect(scan(files, dataDir, paid, { isPrivateDir: true })).toEqual([]);
});

test("PostgreSQL: no card number or CVV in the database's files, the WAL or a dump, and nothing decrypts one", async () => {
  test.setTimeout(300_000);
  const { server, paid } = await payOnStoppedServer("card_disk_pg", 3422, {});
  const psql = (q: string) => execFileSync("psql", [server.databaseUrl, "-qtAc", q], { encoding: "utf8" }).trim();
  psql("CHECKPOINT"); // the heap pages on disk, not only in shared buffers
  const pgData = psql("SHOW data_directory");
  const dbOid = psql("SELECT oid FROM pg_database WHERE datname = current_database()");
  const dump = path.join(path.dirname(server.logFile), "dump.sql");
  execFileSync("pg_dump", ["--file", dump, server.databaseUrl]);
  // the cluster's WAL is shared with every other database on this machine: it is scanned whole
  const files = [...filesUnder(path.join(pgData, "base", dbOid)), ...filesUnder(path.join(pgData, "pg_wal")), dump];
  expect(scan(files, path.dirname(server.logFile), paid, { isPrivateDir: false })).toEqual([]);
});
