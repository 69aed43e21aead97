import { randomInt } from "node:crypto";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { buildCobrancaRetorno, type RetornoOccurrenceInput } from "@/lib/formats/cnab240/cobranca";
import { todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { useBoletoRail } from "@/lib/rails";
import { createCnab240BoletoRail } from "@/lib/rails/boleto/cnab240-rail";
import { SANDBOX_AGREEMENT } from "@/lib/rails/boleto/sandbox-bank";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

import { createTransaction } from "../transactions/create-transaction";
import { getTransaction } from "../transactions/get-transaction";
import { generateRemessa, getBoletoFile, importRetorno, listBoletoFiles } from "./boleto-files";
import { runBoletoInbox } from "./boleto-inbox";

// One convênio serves the whole instance, so a bank's retorno mixes the titles of every company
// (docs/rails.md, Boleto rail, "A shared convênio's retorno"), on a real database: each company's
// import applies its own lines once and only counts the rest; BOLETO_INBOX_DIR imports a file for
// every company with a title in it, then moves it.

// an agreement of its own (not the built-in bank's, which would answer each remessa at once), so
// no other test's titles share its numbers
let agreement: typeof SANDBOX_AGREEMENT;
beforeEach(() => {
  agreement = { ...SANDBOX_AGREEMENT, account: String(randomInt(10_000, 99_999)) };
  useBoletoRail(createCnab240BoletoRail(agreement, false));
});
afterEach(() => {
  useBoletoRail(null);
  setEnv({ BOLETO_INBOX_DIR: undefined, LOG_FORMAT: undefined, LOG_LEVEL: "silent" });
});

/** A company with one boleto sent to the bank in its remessa. */
async function companyWithBoleto() {
  const { company } = await makeCompany();
  const t = await createTransaction({
    companyId: company.id,
    input: createTransactionSchema.parse({ ...txInput("boleto"), boleto: { expiresInDays: 3 } }),
  });
  await generateRemessa({ companyId: company.id });
  const title = await prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId: t.id } });
  return { companyId: company.id, t, nossoNumero: String(title.sequence) };
}

type Sent = Awaited<ReturnType<typeof companyWithBoleto>>;
const paid = ({ t, nossoNumero }: Sent): RetornoOccurrenceInput => ({
  nossoNumero,
  documentNumber: String(t.id),
  movementCode: "06",
  dueDate: t.boleto!.expirationDate,
  amount: 10000,
  paidAmount: 10000,
  occurrenceDate: todayInSaoPaulo(),
});
const confirmed = ({ t, nossoNumero }: Sent): RetornoOccurrenceInput => ({
  nossoNumero,
  documentNumber: String(t.id),
  movementCode: "02",
  dueDate: t.boleto!.expirationDate,
  amount: 10000,
});
// a title of the convênio made outside Colmeia: a number far past any this agreement gave
const outside: RetornoOccurrenceInput = {
  nossoNumero: "987654",
  documentNumber: "FORA",
  movementCode: "06",
  dueDate: todayInSaoPaulo(),
  amount: 5000,
  paidAmount: 5000,
  occurrenceDate: todayInSaoPaulo(),
};

/** The bank's one retorno of the convênio for the day. */
const retornoOf = (occurrences: RetornoOccurrenceInput[], sequence = 5) =>
  buildCobrancaRetorno({
    agreement: { ...agreement, beneficiary: { name: "Operadora", documentType: "cnpj", document: "11222333000181" } },
    sequence,
    createdAt: new Date(),
    occurrences,
  });

const titleOf = (transactionId: number) => prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId } });
const credits = (transactionId: number) => prisma.ledgerEntry.count({ where: { transactionId } });

/** The JSON warnings logged while `run` runs. */
async function warningsOf(run: () => Promise<unknown>) {
  setEnv({ LOG_FORMAT: "json", LOG_LEVEL: "error" });
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
    setEnv({ LOG_FORMAT: undefined, LOG_LEVEL: "silent" });
  }
  return lines
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { level: string; message?: string; line?: number })
    .filter((l) => l.level === "warn");
}

describe("a retorno of the shared convênio, imported through the API (real database)", () => {
  it("each company applies its own lines once and counts the others'; unknown lines are logged with their line", async () => {
    const a = await companyWithBoleto();
    const b = await companyWithBoleto();
    // lines 3-4: A's payment, 5-6: B's entry confirmed, 7-8: a title made outside Colmeia
    const content = retornoOf([paid(a), confirmed(b), outside]);

    let first!: Awaited<ReturnType<typeof importRetorno>>;
    const warnings = await warningsOf(async () => {
      first = await importRetorno({ companyId: a.companyId, content });
    });
    expect(first).toMatchObject({
      imported: true,
      file: { summary: { paid: 1, confirmed: 0, otherCompanies: 1, unknown: 1 } },
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({ line: 7, message: expect.stringMatching(/^retorno line 7: .*987654/) }),
    );
    expect(await getTransaction({ companyId: a.companyId, transactionId: a.t.id })).toMatchObject({
      status: "paid",
      paidAmount: 10000,
    });
    // B's line is B's: its boleto is untouched by A's import
    expect((await titleOf(b.t.id)).registration).toBe("pending");
    const aCredits = await credits(a.t.id);
    expect(aCredits).toBeGreaterThan(0);

    // B imports the same bytes: its own line applies, A's is only counted
    const second = await importRetorno({ companyId: b.companyId, content });
    expect(second).toMatchObject({
      imported: true,
      file: { summary: { paid: 0, confirmed: 1, otherCompanies: 1, unknown: 1 } },
    });
    expect(second.file.id).not.toBe(first.file.id);
    expect((await titleOf(b.t.id)).registration).toBe("registered");
    expect((await getTransaction({ companyId: b.companyId, transactionId: b.t.id })).status).toBe("waiting_payment");

    // A again, and B again: the replay of each one's import, nothing applied twice
    expect(await importRetorno({ companyId: a.companyId, content })).toMatchObject({
      imported: false,
      file: { id: first.file.id },
    });
    expect(await importRetorno({ companyId: b.companyId, content })).toMatchObject({
      imported: false,
      file: { id: second.file.id },
    });
    expect(await credits(a.t.id)).toBe(aCredits);
    // each company sees its own import of the file, nothing of the other's
    expect((await listBoletoFiles({ companyId: a.companyId })).map((f) => f.id)).not.toContain(second.file.id);
    await expect(getBoletoFile({ companyId: a.companyId, fileId: second.file.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("a structural error still refuses the whole file for every company, and nothing changes", async () => {
    const a = await companyWithBoleto();
    const b = await companyWithBoleto();
    const good = retornoOf([paid(a), paid(b), outside]);
    const lines = good.split("\r\n");
    // the file trailer (the last line before the final CRLF) counts one record more than there are
    const last = lines.length - 2;
    const count = Number(lines[last].slice(23, 29));
    lines[last] = lines[last].slice(0, 23) + String(count + 1).padStart(6, "0") + lines[last].slice(29);
    const wrongTrailer = lines.join("\r\n");
    for (const { companyId } of [a, b])
      await expect(importRetorno({ companyId, content: wrongTrailer })).rejects.toMatchObject({
        code: "invalid_file",
        details: { line: last + 1 },
      });
    expect(
      await prisma.boletoFile.count({ where: { companyId: { in: [a.companyId, b.companyId] }, kind: "retorno" } }),
    ).toBe(0);
    for (const { companyId, t } of [a, b])
      expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("waiting_payment");
  });
});

describe("BOLETO_INBOX_DIR (real database, a real folder)", () => {
  it("imports each retorno for every company with a title in it, once, and moves it; a bad one is set aside with why", async () => {
    const inbox = await mkdtemp(path.join(tmpdir(), "colmeia-boleto-inbox-"));
    setEnv({ BOLETO_INBOX_DIR: inbox });
    const a = await companyWithBoleto();
    const b = await companyWithBoleto();
    const c = await companyWithBoleto();
    const shared = retornoOf([paid(a), paid(b), outside]);
    // A imported it through the API already (or a round crashed after A's commit): not again
    await importRetorno({ companyId: a.companyId, content: shared });
    const aCredits = await credits(a.t.id);

    await writeFile(path.join(inbox, "cobranca-1.ret"), Buffer.from(shared, "latin1"));
    await writeFile(path.join(inbox, "broken.ret"), Buffer.from(shared.slice(10), "latin1"));
    await writeFile(path.join(inbox, "outside-only.ret"), Buffer.from(retornoOf([outside], 6), "latin1"));
    expect(await runBoletoInbox()).toEqual({ imported: 1 });

    expect(await getTransaction({ companyId: b.companyId, transactionId: b.t.id })).toMatchObject({
      status: "paid",
      paidAmount: 10000,
    });
    expect(await credits(a.t.id)).toBe(aCredits);
    // C has no title in it: no import of it in C's files
    expect(await prisma.boletoFile.count({ where: { companyId: c.companyId, kind: "retorno" } })).toBe(0);
    const [bFile] = await listBoletoFiles({ companyId: b.companyId });
    expect(bFile.summary).toMatchObject({ paid: 1, otherCompanies: 1, unknown: 1 });

    expect((await readdir(path.join(inbox, "imported"))).sort()).toEqual(["cobranca-1.ret", "outside-only.ret"]);
    expect((await readdir(path.join(inbox, "rejected"))).sort()).toEqual(["broken.ret", "broken.ret.error.txt"]);
    expect(await readFile(path.join(inbox, "rejected", "broken.ret.error.txt"), "utf8")).toMatch(/line 1/);
    expect((await readdir(inbox)).sort()).toEqual(["imported", "rejected"]);

    // the same retorno dropped again: nothing new, moved away too
    await writeFile(path.join(inbox, "cobranca-1-again.ret"), Buffer.from(shared, "latin1"));
    expect(await runBoletoInbox()).toEqual({ imported: 0 });
    expect(await readdir(path.join(inbox, "imported"))).toContain("cobranca-1-again.ret");
    for (const { companyId } of [a, b])
      expect(await prisma.boletoFile.count({ where: { companyId, kind: "retorno" } })).toBe(1);
    expect(await credits(a.t.id)).toBe(aCredits);
  });
});
