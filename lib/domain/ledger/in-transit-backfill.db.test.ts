import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { settleTransfer } from "@/lib/domain/transfers/settle-transfer";
import { prisma } from "@/lib/platform/db";
import { fundedCompany } from "@/lib/test/funded-company";

// Migration 0043_ledger_in_transit_backfill on a ledger written before it: a processing transfer
// had put its amount in `transferred` at creation; after the migration it is in transit, and it
// settles like a transfer made today.
it("moves the processing transfers of the old ledger into transit, and they settle as new ones do", async () => {
  const { companyId, recipientId } = await fundedCompany();
  const before = await balanceOf(prisma, recipientId);
  const waiting = await createTransfer({ companyId, input: { recipientId, amount: 2000 } });
  const done = await createTransfer({ companyId, input: { recipientId, amount: 700 } });
  await settleTransfer({ companyId, transferId: done.id });
  // the lines a processing transfer had before 0043
  await prisma.ledgerEntry.updateMany({
    where: { transferId: waiting.id, bucket: "in_transit" },
    data: { bucket: "transferred" },
  });
  expect(await balanceOf(prisma, recipientId)).toMatchObject({ inTransit: 0, transferred: 2700 });

  const sql = readFileSync(path.resolve("prisma/migrations/0043_ledger_in_transit_backfill/migration.sql"), "utf8");
  // eslint-disable-next-line no-restricted-properties -- the migration's own file, run as the migrator runs it
  await prisma.$executeRawUnsafe(sql);
  expect(await balanceOf(prisma, recipientId)).toMatchObject({
    available: before.available - 2700,
    inTransit: 2000,
    transferred: 700,
  });
  expect(await checkLedgerConsistency({ companyId })).toEqual([]);

  await settleTransfer({ companyId, transferId: waiting.id });
  expect(await balanceOf(prisma, recipientId)).toMatchObject({ inTransit: 0, transferred: 2700 });
  expect(await checkLedgerConsistency({ companyId })).toEqual([]);
});
