import type { PrismaClient } from "../generated/prisma/client";
import { createCompany } from "../lib/domain/companies/create-company";
import { chargebackTransaction } from "../lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "../lib/domain/transactions/create-transaction";
import { disputeTransaction } from "../lib/domain/transactions/dispute-transaction";
import { expireTransaction } from "../lib/domain/transactions/expire-transaction";
import { payTransaction } from "../lib/domain/transactions/pay-transaction";
import { refundTransaction } from "../lib/domain/transactions/refund-transaction";
import { winDispute } from "../lib/domain/transactions/win-dispute";
import { env, seedVariablesGiven, settings } from "../lib/platform/env";
import type { CreateTransactionInput } from "../lib/schemas/transactions";

type Log = (msg: string) => void;

// Deterministic pseudo-random numbers, so every fresh demo database looks the same.
function prng(seed: number) {
  return () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Heitor",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sofia",
  "Tiago",
  "Valentina",
  "Yuri",
];
const LAST = ["Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Costa", "Almeida", "Ferreira", "Rodrigues"];
const PRODUCTS = [
  ["Camiseta Colmeia", 7990],
  ["Caneca de cerâmica", 4590],
  ["Mel orgânico 500 g", 3890],
  ["Ecobag", 2990],
  ["Curso online", 19700],
  ["Assinatura mensal", 4990],
] as const;

function cpfFrom(n: number): string {
  const base = String(100000000 + n * 7919)
    .slice(0, 9)
    .split("")
    .map(Number);
  const dv = (ds: number[]) => {
    const s = ds.reduce((a, d, i) => a + d * (ds.length + 1 - i), 0);
    const r = (s * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  return [...base, d1, d2].join("");
}

// A company as sign-up makes it (lib/domain/companies/create-company.ts), plus what a merchant would have
// filled in by then: an address and a bank account for its own recipient, usable at once (the
// operator made them). The demo seed and the data-function tests use it.
export async function createDemoCompany(
  prisma: PrismaClient,
  opts: {
    legalName: string;
    tradeName: string;
    documentNumber: string;
    ownerName?: string;
    apiKey?: string;
    userEmail: string;
    userPassword: string;
    userRole?: "owner" | "admin" | "viewer";
  },
) {
  const made = await createCompany(prisma, {
    legalName: opts.legalName,
    tradeName: opts.tradeName,
    documentNumber: opts.documentNumber,
    ownerName: opts.ownerName ?? "Mariana Abelha",
    email: opts.userEmail,
    password: opts.userPassword,
    role: opts.userRole,
    apiKey: opts.apiKey,
  });
  const address = {
    street: "Rua das Abelhas",
    streetNumber: "100",
    neighborhood: "Centro",
    city: "São Paulo",
    state: "SP",
    zipCode: "01001000",
    country: "BR",
  };
  const company = await prisma.company.update({ where: { id: made.company.id }, data: { address } });
  const type = made.company.documentNumber.length === 11 ? "cpf" : "cnpj";
  await prisma.bankAccount.create({
    data: {
      companyId: company.id,
      recipientId: made.ownRecipientId,
      bankCode: "341",
      agency: "0001",
      accountNumber: "123456",
      accountDigit: "7",
      accountType: "conta_corrente",
      holderName: opts.legalName.slice(0, 50),
      holderDocument: made.company.documentNumber,
      holderDocumentType: type,
    },
  });
  return { company, apiKey: made.apiKey, ownRecipientId: made.ownRecipientId };
}

export async function seedIfEmpty(prisma: PrismaClient, log: Log): Promise<void> {
  // production starts empty: no demo company, login, key, sale or balance (docs/security.md,
  // "Production bootstrap"); the operator creates the first company with npm run company:create
  if (!env.isSandbox) {
    const ignored = seedVariablesGiven();
    if (ignored.length) log(`colmeia: COLMEIA_MODE=production seeds nothing: ${ignored.join(", ")} ignored`);
    if ((await prisma.company.count()) === 0)
      log('colmeia: no company yet: create the first one with npm run company:create (README, "Production")');
    return;
  }
  if ((await prisma.company.count()) > 0) return;
  await seedDemo(prisma, log);
}

/** Seeds the demo company and its history (sandbox mode; seedIfEmpty calls it on an empty database). */
export async function seedDemo(prisma: PrismaClient, log: Log): Promise<{ companyId: number }> {
  const config = settings();
  const email = config.SEED_USER_EMAIL;
  const password = config.SEED_USER_PASSWORD;
  const { company, apiKey } = await createDemoCompany(prisma, {
    legalName: "Colmeia Demonstração Ltda",
    tradeName: "Loja Colmeia",
    documentNumber: "11222333000181",
    apiKey: config.SEED_API_KEY,
    userEmail: email,
    userPassword: password,
  });
  const partner = await prisma.recipient.create({
    data: {
      companyId: company.id,
      legalName: "Parceiro Apícola ME",
      documentNumber: "11144477735",
      documentType: "cpf",
      email: "parceiro@example.com",
      bankAccounts: {
        create: {
          companyId: company.id,
          bankCode: "260",
          agency: "0001",
          accountNumber: "98765",
          accountDigit: "4",
          accountType: "conta_corrente",
          holderName: "Parceiro Apícola ME",
          holderDocument: "11144477735",
          holderDocumentType: "cpf",
        },
      },
    },
  });
  const rand = prng(42);
  const isSandboxPix = env.isSandbox && env.pixProvider === "sandbox";
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  // demo cards only through the built-in Cielo server: never a charge at a real acquirer
  const seedsCards = env.cardProvider === "sandbox";
  const count = config.SEED_TRANSACTIONS;
  log(`colmeia: seeding a demo company with ${count} transactions…`);
  if (!seedsCards)
    log(`colmeia: CARD_PROVIDER=${env.cardProvider}: the demo seeds no card payments (Pix and boleto only)`);
  for (let i = 0; i < count; i++) {
    const now = new Date(Date.now() - Math.floor(rand() * 90 * 86_400_000));
    const first = pick(FIRST),
      last = pick(LAST),
      n = Math.floor(rand() * 40);
    const [title, unitPrice] = pick(PRODUCTS);
    const quantity = 1 + Math.floor(rand() * 3);
    const picked = pick(["credit_card", "credit_card", "credit_card", "pix", "pix", "boleto"] as const);
    const unCarded = picked === "credit_card" && !seedsCards ? (i % 3 === 0 ? "boleto" : "pix") : picked;
    // demo Pix only through the built-in PSP: never a real charge at a merchant's PSP
    const method = unCarded === "pix" && !isSandboxPix ? "boleto" : unCarded;
    // demo boletos only at the built-in bank: never a registration queued for a real agreement
    if (method === "boleto" && env.boletoProvider !== "sandbox") continue;
    const declined = rand() < 0.12;
    const input: CreateTransactionInput = {
      amount: unitPrice * quantity,
      paymentMethod: method,
      traceable: rand() < 0.3,
      customer: {
        name: `${first} ${last}`,
        email: `${first}.${last}${n}@example.com`
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase(),
        document: { number: cpfFrom(n + 1), type: "cpf" },
        phone: `119${String(80000000 + n * 1371).slice(0, 8)}`,
      },
      items: [{ title, unitPrice, quantity, tangible: !title.startsWith("Curso") && !title.startsWith("Assinatura") }],
      metadata: {
        provider: "demo",
        user_email: "loja@example.com",
        order_id: `PED-${1000 + i}`,
        checkout_url: "https://loja.example.com/checkout",
        shop_url: "https://loja.example.com",
      },
      ...(method === "credit_card" && {
        installments: 1 + Math.floor(rand() * 6),
        card: {
          number: declined
            ? pick(["4000000000000002", "4000000000009995"])
            : pick(["4111111111111111", "5555555555554444", "6362970000457013"]),
          holderName: `${first} ${last}`.toUpperCase(),
          expirationMonth: 12,
          expirationYear: 2030,
          cvv: "123",
          // some payers keep their card on file (the customer's page lists it)
          ...(i % 7 === 0 && { reusable: true }),
        },
      }),
      ...(method === "pix" && { pix: { expiresInSeconds: 3600 } }),
      ...(method === "boleto" && { boleto: { expiresInDays: 3 } }),
      ...(rand() < 0.15 && { splits: [{ recipientId: partner.id, amount: Math.floor(unitPrice * quantity * 0.2) }] }),
    };
    const t = await createTransaction({ companyId: company.id, input, now });
    const roll = rand();
    if (t.status === "waiting_payment" && now.getTime() < Date.now() - 86_400_000) {
      if (roll < 0.75)
        await payTransaction({ companyId: company.id, transactionId: t.id, now: new Date(now.getTime() + 600_000) });
      else await expireTransaction({ companyId: company.id, transactionId: t.id });
    }
    const after = rand();
    if (t.paymentMethod === "credit_card" && t.status === "paid") {
      if (after < 0.06) await refundTransaction({ companyId: company.id, transactionId: t.id }).catch(() => undefined);
      else if (after < 0.1)
        await refundTransaction({ companyId: company.id, transactionId: t.id, amount: Math.floor(t.amount / 2) }).catch(
          () => undefined,
        );
      else if (after < 0.12) await chargebackTransaction({ companyId: company.id, transactionId: t.id });
      // disputes: some open (to answer on the disputes page), some already won
      else if (after < 0.15) {
        await disputeTransaction({ companyId: company.id, transactionId: t.id });
        if (after >= 0.14) await winDispute({ companyId: company.id, transactionId: t.id });
      }
    }
    if ((i + 1) % 50 === 0) log(`colmeia: seeded ${i + 1}/${count} transactions`);
  }
  // the demo's payers are made up: their history is not e-mailed (docs/email.md)
  await prisma.event.updateMany({ where: { companyId: company.id, emailedAt: null }, data: { emailedAt: new Date() } });
  log("");
  log("colmeia: demo company ready");
  log(`  dashboard login : ${email} / ${password}`);
  log(
    `  secret API key  : ${apiKey}${config.SEED_API_KEY ? " (from SEED_API_KEY)" : "  (shown once; stored only as a hash)"}`,
  );
  log(`  try             : curl -u ${apiKey}: ${env.publicBaseUrl}/v1/transactions?limit=1`);
  log("");
  return { companyId: company.id };
}
