// The raw reference of the benchmark: the essential work of Colmeia's two hot routes, done with
// nothing but node:http and pg on the same PostgreSQL, as a process of its own. bench/run.ts drives
// it with the same load as the app, in the same run, and the ratios of the two are the figures of
// docs/benchmarks.md ("vs raw").
//
// What it does, per request, as Colmeia does:
// - authenticates the Basic key: SHA-256 of the key, looked up once, then remembered (Colmeia's
//   API-key cache does the same);
// - POST /v1/transactions (a card): checks the fields it uses, takes the ids and the company's
//   pricing and default recipient and writes the sale's order id down (CardAttempt) in one
//   statement, sends the sale to the Cielo process (POST /1/sales/ over a kept-alive connection),
//   computes the fee, the payable and the ledger lines, and inserts the payer (first time),
//   card, transaction, item, split, three status changes, payable, two ledger lines and the event in
//   one statement; answers the transaction as JSON;
// - GET /v1/transactions?status=…: the page's ids by the same index, their rows as JSON written by
//   the database (the same JSON expression Colmeia sends, taken once at start), and the capped
//   count beside it (reused for 2 s, as Colmeia's count cache does); answers the array with
//   X-Total-Count.
// What it leaves out, which Colmeia does: Next.js (routing, the proxy, headers), zod validation of
// the body and the query and of the acquirer's request and answer, the per-key rate limit, the
// Idempotency-Key, the request log, the payer's refresh, card hashes and cards on file, splits
// among several recipients, every error answer.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import pg from "pg";

import { installmentDueDates } from "../lib/domain/ledger/settlement";
import { computeFee, type Pricing } from "../lib/domain/pricing/fees";

export type RawReference = { origin: string; close(): Promise<void>; pid: number };

// the fields of the bench's card body this reference reads (checked below, as far as it uses them)
type BenchInput = {
  amount: number;
  paymentMethod: string;
  installments?: number;
  metadata?: object;
  items: Record<string, unknown>[];
  card: { number: string; holderName: string; expirationMonth: number; expirationYear: number; cvv: string };
  customer: { name: string; email: string; document: { number: string; type: string } };
};

type Company = { id: number; pricing: Pricing | null; tradeName: string; recipientId: number };

// the list page's statement, as Colmeia builds it for the same filter (bench/run.ts passes it in)
export type ListSql = (companyId: number, status: string, take: number) => { text: string; values: unknown[] };

const COLS = {
  Customer: ["id", "companyId", "name", "email", "documentNumber", "documentType", "createdAt", "updatedAt"],
  Card: [
    "id",
    "companyId",
    "customerId",
    "brand",
    "firstDigits",
    "lastDigits",
    "holderName",
    "expirationMonth",
    "expirationYear",
    "reusable",
    "createdAt",
  ],
  Transaction: [
    "id",
    "companyId",
    "customerId",
    "customerName",
    "customerEmail",
    "customerDocument",
    "amount",
    "installments",
    "paymentMethod",
    "status",
    "metadata",
    "traceable",
    "secureId",
    "cardId",
    "acquirerName",
    "acquirerPaymentId",
    "acquirerResponseCode",
    "acquirerResponseMessage",
    "tid",
    "nsu",
    "authorizationCode",
    "authorizedAmount",
    "paidAmount",
    "paidAt",
    "feeFixedAmount",
    "feeSpreadPercentage",
    "feeEstimated",
    "netAmount",
    "createdAt",
    "updatedAt",
  ],
  TransactionItem: ["transactionId", "title", "unitPrice", "quantity", "tangible"],
  Split: ["transactionId", "recipientId", "amount", "feeAmount", "netAmount", "chargeProcessingFee"],
  TransactionStatusChange: ["transactionId", "fromStatus", "status", "createdAt"],
  Payable: [
    "companyId",
    "recipientId",
    "transactionId",
    "installment",
    "installments",
    "amount",
    "fee",
    "dueAt",
    "createdAt",
  ],
  LedgerEntry: [
    "companyId",
    "recipientId",
    "transactionId",
    "type",
    "amount",
    "availableAt",
    "installment",
    "createdAt",
  ],
  Event: ["companyId", "type", "objectType", "objectId", "data", "createdAt"],
} as const;

const insertOf = (table: keyof typeof COLS, param: number) => {
  const list = COLS[table].map((c) => `"${c}"`).join(", ");
  return `INSERT INTO "${table}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $${param}::json)`;
};

const PREPARE = `
WITH prep AS MATERIALIZED (
  SELECT c."pricing", c."tradeName",
    (SELECT r."id" FROM "Recipient" r WHERE r."companyId" = c."id" AND r."isDefault" LIMIT 1) AS "recipientId",
    (SELECT x."id" FROM "Customer" x WHERE x."companyId" = c."id" AND x."email" = $2 AND x."documentNumber" = $3 ORDER BY x."id" LIMIT 1) AS "customerId",
    nextval('"Transaction_id_seq"')::int AS "transactionId",
    nextval('"Card_id_seq"')::int AS "cardId"
  FROM "Company" c WHERE c."id" = $1),
attempt AS (
  INSERT INTO "CardAttempt" ("orderId", "companyId", "transactionId", "amount")
  SELECT 'rawT' || prep."transactionId", $1, prep."transactionId", $4 FROM prep)
SELECT prep.*, COALESCE(prep."customerId", nextval('"Customer_id_seq"')::int) AS "payerId", prep."customerId" IS NULL AS "isNewPayer" FROM prep`;

const INSERT = `
WITH customer AS (${insertOf("Customer", 1)}),
card AS (${insertOf("Card", 2)}),
tx AS (${insertOf("Transaction", 3)}),
items AS (${insertOf("TransactionItem", 4)}),
splits AS (${insertOf("Split", 5)}),
history AS (${insertOf("TransactionStatusChange", 6)}),
payables AS (${insertOf("Payable", 7)}),
ledger AS (${insertOf("LedgerEntry", 8)}),
event AS (${insertOf("Event", 9)})
SELECT 1 AS ok`;

const COUNT = `SELECT count(*)::int AS n FROM (SELECT 1 FROM "Transaction" t WHERE t."companyId" = $1 AND t."status" = $2::"TransactionStatus" LIMIT 10001) x`;

function luhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startRawReference(opts: {
  databaseUrl: string;
  cielo: { apiUrl: string; merchantId: string; merchantKey: string };
  listSql: ListSql;
  poolSize?: number;
}): Promise<RawReference> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const keys = new Map<string, Company>();
  // a filter's capped count, reused for 2 s (Colmeia's count cache does the same)
  const counts = new Map<string, { n: number; at: number }>();
  const cieloUrl = new URL(opts.cielo.apiUrl.replace(/\/$/, "") + "/1/sales/");

  async function company(authorization: string | undefined): Promise<Company | null> {
    if (!authorization?.startsWith("Basic ")) return null;
    const key = Buffer.from(authorization.slice(6), "base64").toString("utf8").split(":")[0];
    const hash = createHash("sha256").update(key).digest("hex");
    const known = keys.get(hash);
    if (known) return known;
    const { rows } = await pool.query(
      `SELECT c."id", c."pricing", c."tradeName", r."id" AS "recipientId" FROM "ApiKey" k JOIN "Company" c ON c."id" = k."companyId"
       JOIN "Recipient" r ON r."companyId" = c."id" AND r."isDefault" WHERE k."hash" = $1 AND k."revokedAt" IS NULL`,
      [hash],
    );
    if (!rows[0]) return null;
    keys.set(hash, rows[0]);
    return rows[0];
  }

  function sale(body: object): Promise<{ Payment: Record<string, unknown> }> {
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        cieloUrl,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(text),
            MerchantId: opts.cielo.merchantId,
            MerchantKey: opts.cielo.merchantKey,
            RequestId: randomBytes(16).toString("hex"),
          },
        },
        (res) => {
          readBody(res).then((t) => (res.statusCode === 201 ? resolve(JSON.parse(t)) : reject(new Error(t))), reject);
        },
      );
      req.on("error", reject);
      req.end(text);
    });
  }

  async function createCard(c: Company, input: BenchInput) {
    const card = input.card ?? {};
    if (
      !Number.isInteger(input.amount) ||
      input.amount < 1 ||
      input.paymentMethod !== "credit_card" ||
      typeof card.number !== "string" ||
      !/^\d{13,19}$/.test(card.number) ||
      !luhn(card.number) ||
      !input.customer?.name ||
      !input.customer?.email ||
      !input.customer?.document?.number ||
      !Array.isArray(input.items)
    )
      return { status: 400, body: { message: "Invalid request body", code: "bad_request", details: {} } };
    const customer = input.customer;
    const installments = input.installments ?? 1;
    const {
      rows: [prep],
    } = await pool.query(PREPARE, [c.id, customer.email, customer.document.number, input.amount]);
    const paid = await sale({
      MerchantOrderId: `rawT${prep.transactionId}`,
      Customer: { Name: customer.name, Identity: customer.document.number, IdentityType: "CPF" },
      Payment: {
        Type: "CreditCard",
        Amount: input.amount,
        Installments: installments,
        Capture: true,
        SoftDescriptor: c.tradeName.replace(/[^A-Za-z0-9]/g, "").slice(0, 13),
        CreditCard: {
          CardNumber: card.number,
          Holder: card.holderName,
          ExpirationDate: `${String(card.expirationMonth).padStart(2, "0")}/${card.expirationYear}`,
          SecurityCode: card.cvv,
          Brand: "Visa",
        },
      },
    });
    const p = paid.Payment;
    const isPaid = p.Status === 2;
    const now = new Date();
    const fee = computeFee({
      paymentMethod: "credit_card",
      amount: input.amount,
      installments,
      pricing: c.pricing ?? undefined,
    });
    const id = prep.transactionId as number;
    const base = { companyId: c.id, transactionId: id, createdAt: now };
    const dueAt = installmentDueDates("credit_card", now, installments, c.pricing);
    const payables = isPaid
      ? dueAt.map((d, k) => ({
          ...base,
          recipientId: c.recipientId,
          installment: k + 1,
          installments,
          amount:
            k === 0
              ? input.amount - Math.floor(input.amount / installments) * (installments - 1)
              : Math.floor(input.amount / installments),
          fee: k === 0 ? fee.estimatedFee : 0,
          dueAt: d,
        }))
      : [];
    const ledger = payables.flatMap((x) => [
      {
        ...base,
        recipientId: x.recipientId,
        type: "payment_credit",
        amount: x.amount,
        availableAt: x.dueAt,
        installment: x.installment,
      },
      ...(x.fee
        ? [
            {
              ...base,
              recipientId: x.recipientId,
              type: "fee",
              amount: -x.fee,
              availableAt: x.dueAt,
              installment: x.installment,
            },
          ]
        : []),
    ]);
    const cardRow = {
      id: prep.cardId,
      companyId: c.id,
      customerId: prep.payerId,
      brand: "visa",
      firstDigits: card.number.slice(0, 6),
      lastDigits: card.number.slice(-4),
      holderName: card.holderName,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      reusable: false,
      createdAt: now,
    };
    const status = isPaid ? "paid" : "refused";
    const tx = {
      id,
      companyId: c.id,
      customerId: prep.payerId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerDocument: customer.document.number,
      amount: input.amount,
      installments,
      paymentMethod: "credit_card",
      status,
      metadata: input.metadata ?? {},
      traceable: false,
      secureId: randomBytes(15).toString("base64url"),
      cardId: cardRow.id,
      acquirerName: "cielo",
      acquirerPaymentId: p.PaymentId,
      acquirerResponseCode: p.ReturnCode,
      acquirerResponseMessage: p.ReturnMessage,
      tid: p.Tid,
      nsu: p.ProofOfSale,
      authorizationCode: p.AuthorizationCode,
      authorizedAmount: isPaid ? input.amount : null,
      paidAmount: isPaid ? input.amount : 0,
      paidAt: isPaid ? now : null,
      feeFixedAmount: fee.fixedAmount,
      feeSpreadPercentage: fee.spreadPercentage,
      feeEstimated: fee.estimatedFee,
      netAmount: fee.netAmount,
      createdAt: now,
      updatedAt: now,
    };
    const items = input.items.map((i: Record<string, unknown>) => ({ ...i, transactionId: id }));
    const split = {
      transactionId: id,
      recipientId: c.recipientId,
      amount: input.amount,
      feeAmount: fee.estimatedFee,
      netAmount: fee.netAmount,
      chargeProcessingFee: true,
    };
    const timeline = isPaid ? ["processing", "authorized", "paid"] : ["processing", "refused"];
    const history = timeline.map((s, i) => ({
      transactionId: id,
      fromStatus: timeline[i - 1] ?? null,
      status: s,
      createdAt: now,
    }));
    const answer = {
      ...tx,
      card: cardRow,
      customer: { id: prep.payerId, name: customer.name, email: customer.email, document: customer.document },
      items,
      splits: [split],
      refunds: [],
      payables,
    };
    const payer = prep.isNewPayer
      ? [
          {
            id: prep.payerId,
            companyId: c.id,
            name: customer.name,
            email: customer.email,
            documentNumber: customer.document.number,
            documentType: customer.document.type,
            createdAt: now,
            updatedAt: now,
          },
        ]
      : [];
    const event = {
      companyId: c.id,
      type: `transaction.${status}`,
      objectType: "transaction",
      objectId: id,
      data: answer,
      createdAt: now,
    };
    await pool.query(
      INSERT,
      [payer, [cardRow], [tx], items, [split], history, payables, ledger, [event]].map((x) => JSON.stringify(x)),
    );
    return { status: 200, body: answer };
  }

  async function list(c: Company, url: URL) {
    const status = url.searchParams.get("status") ?? "paid";
    const page = opts.listSql(c.id, status, 20);
    const key = `${c.id} ${status}`;
    const known = counts.get(key);
    const [rows, total] = await Promise.all([
      pool.query(page.text, page.values),
      known && known.at > Date.now() - 2000
        ? known.n
        : pool.query(COUNT, [c.id, status]).then((r) => {
            counts.set(key, { n: r.rows[0].n as number, at: Date.now() });
            return r.rows[0].n as number;
          }),
    ]);
    return { text: `[${rows.rows.map((r: { j: string }) => r.j).join(",")}]`, total };
  }

  const server = http.createServer((req, res) => void serve(req, res));
  async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    try {
      const c = await company(req.headers.authorization);
      if (!c) {
        res
          .writeHead(401, { "content-type": "application/json" })
          .end('{"message":"Invalid API key","code":"unauthorized"}');
        return;
      }
      const url = new URL(req.url ?? "/", "http://raw");
      if (req.method === "GET" && url.pathname === "/v1/transactions") {
        const { text, total } = await list(c, url);
        res.writeHead(200, { "content-type": "application/json", "x-total-count": String(total) }).end(text);
        return;
      }
      if (req.method === "POST" && url.pathname === "/v1/transactions") {
        let input: BenchInput;
        try {
          input = JSON.parse(await readBody(req));
        } catch {
          res
            .writeHead(400, { "content-type": "application/json" })
            .end('{"message":"Invalid JSON","code":"bad_request"}');
          return;
        }
        const { status, body } = await createCard(c, input);
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
        return;
      }
      res.writeHead(404, { "content-type": "application/json" }).end('{"code":"not_found"}');
    } catch (error) {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ message: String(error) }));
    }
  }
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pid: process.pid,
    close: async () => {
      await new Promise((r) => server.close(r));
      agent.destroy();
      await pool.end();
    },
  };
}
