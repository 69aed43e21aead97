// npm run test:upgrade – a rolling upgrade, for real (docs/operations.md, Upgrades): the release
// before the latest migration (OLD_REF to choose another) serves a fresh PostgreSQL database, this
// checkout's `npm run db:migrate` migrates it while the old instance serves, then this checkout
// starts beside it with MIGRATE_ON_START=false. Payments, refunds and reads go to both in turn;
// every answer must be 2xx, each instance must read what the other wrote, and the ledger must be
// consistent at the end. Not part of `npm test`: it builds a second release (minutes).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { randomCnpj, randomCpf, uid } from "../e2e/support/documents";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const OLD_PORT = Number(process.env.UPGRADE_OLD_PORT ?? 3471);
const NEW_PORT = Number(process.env.UPGRADE_NEW_PORT ?? 3472);
const ROUNDS = Number(process.env.UPGRADE_ROUNDS ?? 40);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[upgrade ${elapsed()}] ${line}`);

function sh(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? root, env: opts.env ?? process.env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout.trim();
}
const git = (...args: string[]) => sh("git", args);

// The release just before the latest migration: the newest commit that changed prisma/migrations
// before the commit that added the newest migration.
function defaultOldRef(): string {
  const added = git("log", "-1", "--format=%H", "--diff-filter=A", "--", "prisma/migrations/*/migration.sql");
  return git("log", "-1", "--format=%H", `${added}~1`, "--", "prisma/migrations");
}

type Instance = { name: string; url: string; child: ChildProcess; logFile: string };

function startInstance(name: string, cwd: string, port: number, env: NodeJS.ProcessEnv, logDir: string): Instance {
  const logFile = path.join(logDir, `${name}.log`);
  const fd = openSync(logFile, "w");
  // its own process group, so the stop reaches next start under scripts/start.mjs
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd,
    env: { ...env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  return { name, url: `http://127.0.0.1:${port}`, child, logFile };
}

async function waitHealthy(instance: Instance) {
  // a guard, not a measure: a start here takes seconds
  const giveUp = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > giveUp) throw new Error(`${instance.name} did not answer /api/health in 180 s`);
    if (instance.child.exitCode !== null)
      throw new Error(
        `${instance.name} exited (${instance.child.exitCode}):\n${readFileSync(instance.logFile, "utf8")}`,
      );
    const ok = await fetch(`${instance.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((r) => instance.child.once("exit", r));
  process.kill(-instance.child.pid!, "SIGTERM");
  const timer = setTimeout(() => process.kill(-instance.child.pid!, "SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}

async function portIsFree(port: number) {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => false,
    () => true,
  );
}

const failures: string[] = [];
const counts = { requests: 0, old: 0, new: 0 };

// One API call: a non-2xx answer is a failure of the upgrade, recorded with what was asked.
async function call(instance: Instance, key: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${instance.url}${route}`, {
    method,
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  counts.requests++;
  counts[instance.name as "old" | "new"]++;
  const text = await res.text();
  if (res.status < 200 || res.status > 299) {
    failures.push(`${instance.name} ${method} ${route} answered ${res.status}: ${text.slice(0, 300)}`);
    return { status: res.status, body: undefined, total: null };
  }
  return { status: res.status, body: text ? JSON.parse(text) : undefined, total: res.headers.get("x-total-count") };
}

function payment(method: "credit_card" | "pix", amount: number) {
  const id = uid();
  return {
    amount,
    paymentMethod: method,
    customer: {
      name: `Cliente ${id}`,
      email: `cliente-${id}@example.com`,
      document: { number: randomCpf(), type: "cpf" },
      phone: "11987654321",
    },
    items: [{ title: "Camiseta", unitPrice: amount, quantity: 1, tangible: true }],
    metadata: {
      provider: "upgrade",
      user_email: "loja@example.com",
      order_id: `PED-${id}`,
      checkout_url: "https://loja.example.com/checkout",
      shop_url: "https://loja.example.com",
    },
    ...(method === "credit_card"
      ? {
          installments: 1,
          card: {
            number: "4111111111111111",
            holderName: "FULANO DE TAL",
            expirationMonth: 12,
            expirationYear: 2030,
            cvv: "123",
          },
        }
      : { pix: { expiresInSeconds: 3600 } }),
  };
}

const postWithKey = (key: string, body: unknown) => ({
  method: "POST",
  headers: { "x-api-key": key, "content-type": "application/json", "idempotency-key": `upgrade-${key.slice(-8)}` },
  body: JSON.stringify(body),
});

function expectSame(what: string, a: unknown, b: unknown) {
  if (JSON.stringify(a) !== JSON.stringify(b))
    failures.push(`${what}: ${JSON.stringify(a)} but the other instance read ${JSON.stringify(b)}`);
}

// A card paid and partly refunded, a Pix paid through the sandbox: `maker` writes, `other` pays,
// refunds and reads back; each checks what the other wrote.
async function round(maker: Instance, other: Instance, key: string, n: number) {
  const amount = 5_000 + n * 100;
  const card = await call(maker, key, "POST", "/v1/transactions", payment("credit_card", amount));
  const pix = await call(maker, key, "POST", "/v1/transactions", payment("pix", amount));
  if (!card.body || !pix.body) return;
  if (card.body.status !== "paid") failures.push(`${maker.name}: card ${card.body.id} is ${card.body.status}`);
  const paid = await call(other, key, "POST", `/v1/transactions/${pix.body.id}/sandbox/pay`, {});
  await call(other, key, "POST", `/v1/transactions/${card.body.id}/refunds`, { amount: 1_000 });
  await call(maker, key, "POST", `/v1/transactions/${pix.body.id}/refunds`, { amount: 500 });
  for (const id of [card.body.id, pix.body.id]) {
    const [a, b] = await Promise.all([
      call(maker, key, "GET", `/v1/transactions/${id}`),
      call(other, key, "GET", `/v1/transactions/${id}`),
    ]);
    if (!a.body || !b.body) continue;
    const pick = (t: Record<string, unknown>) => [t.status, t.amount, t.paidAmount, t.refundedAmount];
    expectSame(`transaction ${id} on ${maker.name}`, pick(a.body), pick(b.body));
  }
  if (paid.body && paid.body.status !== "paid")
    failures.push(`${other.name}: pix ${pix.body.id} is ${paid.body.status}`);
}

async function main() {
  const oldRef = process.env.OLD_REF ?? defaultOldRef();
  const oldSha = git("rev-parse", "--verify", `${oldRef}^{commit}`);
  say(`old release: ${git("log", "-1", "--format=%h %s", oldSha).slice(0, 100)}`);
  say(`new release: this checkout (${git("log", "-1", "--format=%h", "HEAD")}, uncommitted changes included)`);
  const oldMigrations = git("ls-tree", "--name-only", oldSha, "prisma/migrations/").split("\n").length;
  say(`the old release knows ${oldMigrations} migrations`);
  for (const port of [OLD_PORT, NEW_PORT])
    if (!(await portIsFree(port)))
      throw new Error(`port ${port} already answers: set UPGRADE_OLD_PORT/UPGRADE_NEW_PORT`);

  const temp = mkdtempSync(path.join(os.tmpdir(), "colmeia-upgrade-"));
  const oldDir = path.join(temp, "old");
  let old: Instance | undefined;
  let current: Instance | undefined;
  try {
    git("worktree", "add", "--detach", oldDir, oldSha);
    const sameLock =
      readFileSync(path.join(oldDir, "package-lock.json"), "utf8") ===
      readFileSync(path.join(root, "package-lock.json"), "utf8");
    if (sameLock) {
      say("same package-lock.json: the old release uses hard links to this checkout's node_modules");
      sh("cp", ["-al", path.join(root, "node_modules"), path.join(oldDir, "node_modules")]);
    } else {
      say("package-lock.json differs: npm ci --prefer-offline in the old release");
      sh("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: oldDir });
    }

    const databaseUrl = sh("bash", ["scripts/pg-test-db.sh", "colmeia_upgrade"]).split("\n").pop()!;
    // the same secret on both: sessions, sealed card tokens and fingerprints agree across instances
    const base: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SEED_TRANSACTIONS: "0",
      SIGNUP: "open",
      SIGNUP_PER_IP_PER_HOUR: "100000",
      LOGIN_ATTEMPTS_PER_IP: "100000",
      LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "100000",
      BUILD_TYPECHECK: "off",
      NEXT_MANUAL_SIG_HANDLE: "1",
    };
    delete base.DATABASE_DIRECT_URL;
    delete base.NEXT_DIST_DIR;
    const oldEnv = { ...base, DATA_DIR: path.join(temp, "data-old") };
    const newEnv = { ...base, DATA_DIR: path.join(temp, "data-new"), MIGRATE_ON_START: "false" };

    say("building the old release");
    sh(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: oldDir, env: oldEnv });
    say("building this checkout");
    sh(process.execPath, ["scripts/start.mjs", "--build-only"], { env: newEnv });

    say(`starting the old release on ${databaseUrl.replace(/:[^:@]*@/, ":***@")} (it migrates to its schema)`);
    old = startInstance("old", oldDir, OLD_PORT, oldEnv, temp);
    await waitHealthy(old);

    const id = uid();
    const signup = await fetch(`${old.url}/api/sandbox/companies`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        legalName: `Upgrade ${id}`,
        documentNumber: randomCnpj(),
        ownerName: "Ana Upgrade",
        email: `upgrade-${id}@example.com`,
        password: `senha-${id}`,
      }),
    });
    if (signup.status !== 200) throw new Error(`sign-up on the old release: ${signup.status} ${await signup.text()}`);
    const { apiKey: key } = await signup.json();
    say("company signed up on the old release; card, Pix and refunds on the old schema");
    await round(old, old, key, 0);

    say("npm run db:migrate of this checkout while the old release serves");
    const migrated = sh("npm", ["run", "-s", "db:migrate"], { env: newEnv });
    for (const line of migrated.split("\n")) say(`  ${line}`);
    say("the old release on the migrated schema, alone");
    await round(old, old, key, 1);

    say("starting this checkout beside it (MIGRATE_ON_START=false)");
    current = startInstance("new", root, NEW_PORT, newEnv, temp);
    await waitHealthy(current);

    say(`${ROUNDS} rounds over both instances in turn`);
    for (let n = 0; n < ROUNDS; n++) {
      const [maker, other] = n % 2 ? [old, current] : [current, old];
      await round(maker, other, key, n + 2);
    }
    // one Idempotency-Key: sent to the old release, replayed by the new one
    const body = payment("credit_card", 4_321);
    const [first, replay] = [
      await fetch(`${old.url}/v1/transactions`, postWithKey(key, body)),
      await fetch(`${current.url}/v1/transactions`, postWithKey(key, body)),
    ];
    counts.requests += 2;
    counts.old++;
    counts.new++;
    const [a, b] = [await first.json(), await replay.json()];
    if (first.status !== 200 || replay.status !== 200 || replay.headers.get("idempotent-replayed") !== "true")
      failures.push(`Idempotency-Key across releases: ${first.status}, then ${replay.status} not replayed`);
    expectSame("the replayed payment", a.id, b.id);
    // the same lists and balance from both
    const reads = await Promise.all(
      [old, current].flatMap((instance) => [
        call(instance, key, "GET", "/v1/transactions?limit=1"),
        call(instance, key, "GET", "/v1/balance"),
      ]),
    );
    expectSame("transactions count", reads[0].total, reads[2].total);
    // on the fields both releases answer: the new one may add some
    const shared = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(a).flatMap((k) => (k in b ? [[k, a[k]]] : [])));
    expectSame("balance", shared(reads[1].body, reads[3].body), shared(reads[3].body, reads[1].body));
    const expected = String(2 * (ROUNDS + 2) + 1);
    if (reads[0].total !== expected) failures.push(`${reads[0].total} transactions listed, ${expected} made`);

    say("npm run ledger:check on the database both wrote to");
    const ledger = spawnSync("npm", ["run", "-s", "ledger:check"], { cwd: root, env: newEnv, encoding: "utf8" });
    say(`  ${(ledger.stdout + ledger.stderr).trim().split("\n").join("\n  ")}`);
    if (ledger.status !== 0) failures.push("ledger:check found problems");
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    say("stopping both");
    await Promise.all([stopInstance(old), stopInstance(current)]);
    for (const instance of [old, current])
      if (instance && failures.length) console.log(`--- ${instance.name} log tail ---\n${tail(instance.logFile)}`);
    say("removing the old release's worktree");
    spawnSync("git", ["worktree", "remove", "--force", oldDir], { cwd: root });
    rmSync(temp, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { cwd: root });
  }
}

const tail = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-20).join("\n") : "");

await main().catch((error) => failures.push(error instanceof Error ? error.message : String(error)));
console.log(
  `\nupgrade side by side: ${counts.requests} API calls (${counts.old} to the old release, ${counts.new} to the new) in ${elapsed()}`,
);
if (failures.length) {
  const shown = failures.slice(0, 20).join("\n- ");
  const more = failures.length > 20 ? `\n… and ${failures.length - 20} more` : "";
  console.log(`FAIL: ${failures.length} problem(s)\n- ${shown}${more}`);
  process.exit(1);
}
console.log("PASS: the old release served on the migrated schema beside the new one; ledger consistent");
