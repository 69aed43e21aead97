import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// Backups of a PGlite DATA_DIR (docs/operations.md, "Backups and restore"): `npm run backup` taken
// while the server runs and payments keep arriving holds a consistent snapshot — restored into an
// empty DATA_DIR, the ledger check passes on it and a server started on it serves the same company.
const script = (name: string) => ["--conditions=react-server", `.next/colmeia-scripts/${name}.mjs`];
const run = (name: string, args: string[], dataDir: string) =>
  new Promise<{ status: number | null; output: string }>((resolve) => {
    const p = spawn(process.execPath, [...script(name), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    p.stdout.on("data", (d) => (output += d));
    p.stderr.on("data", (d) => (output += d));
    p.on("close", (status) => resolve({ status, output }));
  });

test("a backup taken while payments arrive restores into an empty DATA_DIR with a consistent ledger", async () => {
  test.setTimeout(300_000);
  const source = ownServer("backup_source", 3461, { pglite: true });
  const restoredDir = path.resolve(".tmp", "own-backup-restored");
  const file = path.resolve(".tmp", "backup-spec.tar");
  rmSync(restoredDir, { recursive: true, force: true });
  rmSync(file, { force: true });
  const restored = ownServer("backup_restored", 3462, { pglite: true, env: { DATA_DIR: restoredDir } });
  try {
    await source.start();
    const id = uid();
    const res = await signUp(source.url, {
      ownerName: "Ana Backup",
      legalName: `Backup ${id}`,
      documentNumber: randomCnpj(),
      email: `backup-${id}@example.com`,
      password: `senha-${id}`,
    });
    expect(res.status).toBe(200);
    const headers = {
      "x-api-key": ((await res.json()) as { apiKey: string }).apiKey,
      "content-type": "application/json",
    };
    const pay = (i: number) =>
      fetch(`${source.url}/v1/transactions`, {
        method: "POST",
        headers,
        body: JSON.stringify(transactionBody(i % 3 === 2 ? "pix" : "credit_card")),
      });
    // paid and refunded before the backup
    const first = (await (await pay(0)).json()) as { id: number };
    const refund = await fetch(`${source.url}/v1/transactions/${first.id}/refunds`, {
      method: "POST",
      headers,
      body: JSON.stringify({ amount: 2500 }),
    });
    expect(refund.status).toBe(200);

    // the backup runs while 30 more payments arrive
    const arriving = Promise.all(Array.from({ length: 30 }, (_, i) => pay(i + 1)));
    const backup = await run("backup", ["--out", file], path.resolve(".tmp", "own-backup_source-3461"));
    const answers = await arriving;
    expect(backup.output).toContain("from the running server");
    expect(backup.status, backup.output).toBe(0);
    expect(answers.every((r) => r.status === 200)).toBe(true);

    const restore = await run("restore", [file], restoredDir);
    expect(restore.status, restore.output).toBe(0);
    // a restore never overwrites a database
    const again = await run("restore", [file], restoredDir);
    expect(again.status).toBe(1);
    expect(again.output).toContain("is not empty");

    const check = await run("check-ledger", [], restoredDir);
    expect(check.status, check.output).toBe(0);
    expect(check.output).toMatch(/ledger of \d+ companies and \d+ transactions checked: consistent/);

    // a server on the restored DATA_DIR serves the company with its key: what committed before the
    // snapshot, each payment whole
    await restored.start();
    const list = await fetch(`${restored.url}/v1/transactions?limit=100`, { headers });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { id: number; refundedAmount: number; status: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(31);
    expect(rows.find((t) => t.id === first.id)).toMatchObject({ refundedAmount: 2500 });
    expect(rows.every((t) => t.status !== "processing")).toBe(true);
  } finally {
    await source.stop();
    await restored.stop();
  }
});
