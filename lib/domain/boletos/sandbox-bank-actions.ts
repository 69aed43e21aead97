import "server-only";

import { todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { boletoRail } from "@/lib/rails";
import type { SandboxBankEvent } from "@/lib/rails/boleto/port";

import { generateRemessa, importRetorno, nextRetornoSequence } from "./boleto-files";

// Sandbox: what a payer or the bank does to a boleto, as the built-in bank's retorno says it, through
// the same import as a real bank's file (docs/rails.md, Boleto rail, "Sandbox"). The boleto's
// registration goes out first in a remessa if it has not yet, as a bank only pays what it registered.
// Null when the boleto is not on the built-in bank's agreement (issued before the CNAB 240 rail).
export async function actAtSandboxBank({
  companyId,
  transactionId,
  act,
  now = new Date(),
}: {
  companyId: number;
  transactionId: number;
  act: { kind: "paid"; amount: number } | { kind: "written_off" };
  now?: Date;
}): Promise<true | null> {
  const rail = boletoRail();
  if (!rail.sandboxBank) return null;
  const title = await prisma.boletoTitle.findFirst({
    where: { transactionId, companyId, agreementKey: rail.agreementKey },
    include: { transaction: { select: { amount: true, boleto: true } }, movements: { where: { fileId: null } } },
  });
  if (!title) return null;
  if (title.movements.length > 0) await generateRemessa({ companyId, now });
  const company = await prisma.company.findUniqueOrThrow({ where: { id: companyId } });
  const on = todayInSaoPaulo(now);
  const base = {
    sequence: Number(title.sequence),
    documentNumber: String(transactionId),
    dueDate: (title.transaction.boleto as { expirationDate: string }).expirationDate,
    amount: title.transaction.amount,
    on,
  };
  const event: SandboxBankEvent =
    act.kind === "paid" ? { kind: "paid", ...base, paidAmount: act.amount } : { kind: "written_off", ...base };
  const content = rail.sandboxBank.retornoOf([event], {
    sequence: await nextRetornoSequence(),
    now,
    beneficiary: {
      name: company.legalName,
      documentType: company.documentNumber.length === 11 ? "cpf" : "cnpj",
      document: company.documentNumber,
    },
  });
  await importRetorno({ companyId, content, now });
  return true;
}
