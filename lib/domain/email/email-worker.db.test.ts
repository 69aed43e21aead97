import type { AddressInfo } from "node:net";

import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createCompanyByOperator } from "@/lib/domain/companies/create-company-by-operator";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { failTransfer } from "@/lib/domain/transfers/fail-transfer";
import { createUser } from "@/lib/domain/users/create-user";
import { setPasswordWithToken } from "@/lib/domain/users/password-setup";
import { requestPasswordReset } from "@/lib/domain/users/request-password-reset";
import { signIn } from "@/lib/domain/users/sign-in";
import { recordEndpointHealth } from "@/lib/domain/webhooks/endpoint-health";
import { webhookConfig } from "@/lib/domain/webhooks/webhook-config";
import { addDays } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { operatorCompanySchema } from "@/lib/schemas/operator-company";
import { makeCompany, randomCnpj, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

import { emailConfig } from "./email-config";
import { queueBoletoReminders } from "./queue-boleto-reminders";
import { emailTick } from "./start-email-worker";

// The e-mail outbox end to end on the real database and a real SMTP server in this process: the
// domain verbs record events, the worker's ticks turn them into messages and hand them to SMTP,
// and each message is read back as a mail client would (mailparser).

type Received = { to: string; mail: ParsedMail };
let received: Received[] = [];
// the answer to the next DATA commands: a 451 (try later) while `tempFailures` lasts
let tempFailures = 0;
let server: SMTPServer;
let smtpUrl = "";

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce-"))
        return callback(Object.assign(new Error("5.1.1 no such mailbox"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (tempFailures > 0) {
          tempFailures--;
          return callback(Object.assign(new Error("4.3.0 try again later"), { responseCode: 451 }));
        }
        // the message is stored before the server answers 250, so a sent message is already here
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          for (const r of session.envelope.rcptTo) received.push({ to: r.address, mail });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  // On PostgreSQL a worker's files share its database in turn: the payments of the files before
  // this one left events nobody turned into e-mails, and boletos a reminder sweep would find. They
  // are not this file's to send: without this, a tick fanned out and claimed their (older) messages
  // first, and this file's own waited behind them (a clean-clone run failed 11 tests so).
  await queueBoletoReminders();
  await prisma.event.updateMany({ where: { emailedAt: null }, data: { emailedAt: new Date() } });
  await prisma.emailMessage.updateMany({ where: { status: "queued" }, data: { status: "failed" } });
});

afterAll(async () => {
  // nothing due left for another file on a shared database
  await prisma.emailMessage.updateMany({ where: { status: "queued" }, data: { status: "failed" } });
  setEnv({ SMTP_URL: undefined, MAIL_FROM: undefined });
  await new Promise<void>((r) => server.close(() => r()));
});

beforeEach(() => {
  received = [];
  tempFailures = 0;
  setEnv({ SMTP_URL: smtpUrl, MAIL_FROM: "recibos@colmeia.test" });
});

const config = () => ({ ...emailConfig(), retryBaseMs: 1 });
// money is written by the one rule (lib/formats/money.ts), with a no-break space after "R$"
const plain = (s: string | undefined) => (s ?? "").replace(/\u00a0/g, " ");
const mailsTo = (to: string) =>
  received
    .filter((r) => r.to === to)
    .map(({ mail }) => ({
      ...mail,
      subject: plain(mail.subject),
      text: plain(mail.text),
      html: plain(mail.html || ""),
    }));
const messagesTo = (to: string) => prisma.emailMessage.findMany({ where: { to }, orderBy: { id: "asc" } });

async function paidPix(companyId: number, email: string) {
  const t = await createTransaction({
    companyId,
    input: txInput("pix", { customer: { ...txInput("pix").customer, email } }),
  });
  await payTransaction({ companyId, transactionId: t.id });
  return t;
}

const unique = () => `pagador-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe("payer e-mails", () => {
  it("sends a Pix's instructions and its receipt once each, from the company's trade name, in Portuguese with a plain-text part", async () => {
    const { company } = await makeCompany();
    await prisma.company.update({ where: { id: company.id }, data: { tradeName: "Mel do Sítio" } });
    const payer = unique();
    const t = await paidPix(company.id, payer);

    await emailTick(config());
    // a second pass, and two workers racing, send nothing again
    await Promise.all([emailTick(config()), emailTick(config())]);

    const mails = mailsTo(payer);
    expect(mails.map((m) => m.subject).sort()).toEqual(["Pagamento de R$ 100,00 confirmado", "Seu Pix de R$ 100,00"]);
    const receipt = mails.find((m) => m.subject?.startsWith("Pagamento"))!;
    expect(receipt.from?.value).toEqual([{ address: "recibos@colmeia.test", name: "Mel do Sítio" }]);
    expect(receipt.to && "value" in receipt.to && receipt.to.value[0].address).toBe(payer);
    expect(receipt.text).toContain("Recebemos seu pagamento de R$ 100,00 a Mel do Sítio");
    expect(receipt.text).toContain(`Transação #${t.id}`);
    expect(receipt.html).toContain("Pagamento confirmado");
    const instructions = mails.find((m) => m.subject?.startsWith("Seu Pix"))!;
    expect(instructions.text).toContain((t as { pix: { qrcode: string } }).pix.qrcode);

    const rows = await messagesTo(payer);
    expect(rows.map((r) => [r.kind, r.status, r.attemptCount])).toEqual([
      ["payment_instructions", "sent", 1],
      ["payment_receipt", "sent", 1],
    ]);
    expect(rows[1].smtpMessageId).toBeTruthy();
  });

  it("sends a receipt for each refund, with that refund's amount", async () => {
    const { company } = await makeCompany();
    const payer = unique();
    const t = await paidPix(company.id, payer);
    await refundTransaction({ companyId: company.id, transactionId: t.id, amount: 2500 });
    await emailTick(config());
    await emailTick(config());
    const refund = mailsTo(payer).find((m) => m.subject?.startsWith("Estorno"));
    expect(refund?.subject).toBe("Estorno de R$ 25,00 realizado");
    expect(refund?.text).toContain("estornou R$ 25,00 do seu pagamento");
  });

  it("queues nothing of a kind the company switched off", async () => {
    const { company } = await makeCompany();
    await prisma.company.update({ where: { id: company.id }, data: { emailKindsOff: ["payment_receipt"] } });
    const payer = unique();
    await paidPix(company.id, payer);
    await emailTick(config());
    expect((await messagesTo(payer)).map((r) => r.kind)).toEqual(["payment_instructions"]);
    expect(mailsTo(payer).map((m) => m.subject)).toEqual(["Seu Pix de R$ 100,00"]);
  });
});

describe("delivery", () => {
  it("retries a message the server refused for now (4xx) and sends it once", async () => {
    const { company } = await makeCompany();
    await prisma.company.update({ where: { id: company.id }, data: { emailKindsOff: ["payment_instructions"] } });
    const payer = unique();
    await paidPix(company.id, payer);
    tempFailures = 1;
    await emailTick(config());
    let [row] = await messagesTo(payer);
    expect([row.status, row.attemptCount, row.lastError]).toEqual(["queued", 1, expect.stringContaining("451")]);
    expect(mailsTo(payer)).toEqual([]);
    // the backoff has passed
    await prisma.emailMessage.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await emailTick(config());
    [row] = await messagesTo(payer);
    expect([row.status, row.attemptCount]).toEqual(["sent", 2]);
    expect(mailsTo(payer)).toHaveLength(1);
  });

  it("gives up at once on a permanent refusal (5xx)", async () => {
    const { company } = await makeCompany();
    const payer = `bounce-${unique()}`;
    await paidPix(company.id, payer);
    await emailTick(config());
    const rows = await messagesTo(payer);
    expect(rows.map((r) => [r.status, r.attemptCount])).toEqual([
      ["failed", 1],
      ["failed", 1],
    ]);
    expect(rows[0].lastError).toContain("550");
  });

  it("with SMTP_URL unset, logs and keeps the message instead of sending it", async () => {
    setEnv({ SMTP_URL: undefined });
    const { company } = await makeCompany();
    const payer = unique();
    await paidPix(company.id, payer);
    await emailTick(config());
    const rows = await messagesTo(payer);
    expect(rows.map((r) => r.status)).toEqual(["logged", "logged"]);
    expect(received).toEqual([]);
  });
});

describe("account links", () => {
  it("e-mails a password reset link that sets a new password, only to an existing account, and keeps no link once sent", async () => {
    const { company } = await makeCompany();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
    const nobody = unique();
    expect(await requestPasswordReset({ email: owner.email })).toEqual({ ok: true });
    expect(await requestPasswordReset({ email: nobody })).toEqual({ ok: true });
    await emailTick(config());
    expect(mailsTo(nobody)).toEqual([]);
    const [mail] = mailsTo(owner.email).filter((m) => m.subject === "Redefina sua senha");
    const token = /set-password#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    await setPasswordWithToken({ token: token!, password: "uma-senha-nova-9" });
    expect((await signIn({ email: owner.email, password: "uma-senha-nova-9", ip: "192.0.2.1" })).ok).toBe(true);
    const [row] = (await messagesTo(owner.email)).filter((m) => m.kind === "password_reset");
    expect(JSON.stringify(row.data)).not.toContain(token);
  });

  it("e-mails the owner of a company made by the operator the link to choose a password", async () => {
    const ownerEmail = unique();
    const made = await createCompanyByOperator(
      operatorCompanySchema.parse({ legalName: "Empório Operado", documentNumber: randomCnpj(), ownerEmail }),
    );
    await emailTick(config());
    const [mail] = mailsTo(ownerEmail);
    expect(mail.subject).toBe("Seu acesso a Empório Operado");
    expect(mail.text).toContain(made.link!.url);
  });
});

describe("member invitations", () => {
  it("e-mails a member added without a password the one-time link the owner also sees once; none with a password", async () => {
    const { company } = await makeCompany();
    const by = { actor: { kind: "system" as const } };
    const invited = unique();
    const withPassword = unique();
    const made = await createUser({
      companyId: company.id,
      actorRole: "owner",
      input: { name: "Nova", email: invited, role: "admin" },
      by,
    });
    await createUser({
      companyId: company.id,
      actorRole: "owner",
      input: { name: "Com senha", email: withPassword, password: "senha-forte-do-dono", role: "viewer" },
      by,
    });
    await emailTick(config());
    expect(made.passwordSetupUrl).toMatch(/\/set-password#/);
    expect(made.isInvitationEmailed).toBe(true);
    const [mail] = mailsTo(invited);
    expect(mail.subject).toMatch(/^Seu acesso a Teste /);
    expect(mail.text).toContain(made.passwordSetupUrl);
    expect(mailsTo(withPassword)).toEqual([]);
  });
});

describe("boleto reminders", () => {
  it("reminds the payer of an unpaid boleto two São Paulo days before it is due, once", async () => {
    const { company } = await makeCompany();
    const payer = unique();
    const t = await createTransaction({
      companyId: company.id,
      input: txInput("boleto", {
        customer: { ...txInput("boleto").customer, email: payer },
        boleto: { expiresInDays: 5 },
      }),
    });
    const due = (t as { boleto: { expirationDate: string } }).boleto.expirationDate;
    // three days before: too early; two days before (São Paulo noon), twice: one reminder
    await queueBoletoReminders(new Date(`${addDays(due, -3)}T15:00:00Z`));
    expect((await messagesTo(payer)).filter((m) => m.kind === "boleto_reminder")).toEqual([]);
    await queueBoletoReminders(new Date(`${addDays(due, -2)}T15:00:00Z`));
    await queueBoletoReminders(new Date(`${addDays(due, -1)}T15:00:00Z`));
    await emailTick(config());
    const reminders = mailsTo(payer).filter((m) => m.subject.includes("vence em"));
    expect(reminders.map((m) => m.subject)).toEqual([
      `Seu boleto de R$ 100,00 vence em ${due.split("-").reverse().join("/")}`,
    ]);
    expect(reminders[0].text).toContain((t as { boleto: { digitableLine: string } }).boleto.digitableLine);
  });
});

describe("alerts to the company's users", () => {
  it("tells a user of a sign-in from an address they never signed in from, once", async () => {
    const { company } = await makeCompany();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
    const login = (ip: string) => signIn({ email: owner.email, password: "senha-forte-1", ip });
    await login("198.51.100.1");
    await login("198.51.100.1");
    await login("203.0.113.7");
    await login("203.0.113.7");
    await emailTick(config());
    const mails = mailsTo(owner.email).filter((m) => m.subject === "Novo acesso à sua conta");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("203.0.113.7");
  });

  it("tells the owner of a dispute and its deadline, and of a failed transfer", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
    // a second user who did not opt in receives nothing
    const viewer = await prisma.user.create({
      data: { companyId: company.id, email: `v-${unique()}`, name: "Leitor", passwordHash: "x", role: "viewer" },
    });
    const t = await paidPix(company.id, unique());
    const transfer = await createTransfer({
      companyId: company.id,
      input: { recipientId: ownRecipientId, amount: 1000 },
    });
    await failTransfer({ companyId: company.id, transferId: transfer.id, reason: "conta_encerrada" });
    await disputeTransaction({ companyId: company.id, transactionId: t.id });
    await emailTick(config());
    await emailTick(config());

    const subjects = mailsTo(owner.email).map((m) => m.subject);
    expect(subjects).toContain(`Disputa aberta na transação #${t.id}`);
    expect(subjects).toContain(`A transferência #${transfer.id} falhou`);
    const dispute = mailsTo(owner.email).find((m) => m.subject?.startsWith("Disputa"))!;
    expect(dispute.text).toMatch(/Envie sua defesa até \d\d\/\d\d\/\d{4}/);
    expect(mailsTo(viewer.email)).toEqual([]);
  });

  it("tells the owner when Colmeia disables a webhook endpoint that kept failing", async () => {
    const { company } = await makeCompany();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
    const endpoint = await prisma.webhookEndpoint.create({
      data: {
        companyId: company.id,
        url: "https://hooks.example.com/colmeia",
        enabledEvents: [],
        secret: "whsec_dGVzdA==",
        failingSince: new Date(Date.now() - 4 * 86_400_000),
      },
    });
    const failed = { status: 500, body: "down", durationMs: 5, error: null, isBlocked: false };
    await recordEndpointHealth(endpoint.id, failed, { ...webhookConfig(), disableAfterMs: 72 * 3_600_000 }, false);
    await emailTick(config());
    const [mail] = mailsTo(owner.email).filter((m) => m.subject === "Endpoint de webhook desativado");
    expect(mail.text).toContain("https://hooks.example.com/colmeia");
  });
});
