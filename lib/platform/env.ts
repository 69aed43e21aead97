import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import type { CnabBank } from "../formats/boleto-banks";
// relative: next.config.ts loads this file without the "@/" alias
import {
  bbAccountDigit,
  bbAgencyDigit,
  bradescoAccountDigit,
  bradescoAgencyDigit,
  itauAccountDigit,
} from "../formats/boleto-banks";
import type { Agreement } from "../formats/cnab240/cobranca-common";
import { CnabFieldError } from "../formats/cnab240/fields";
import { batchHeaderValues, fileHeaderValues } from "../formats/cnab240/pagamentos";
import { isProviderUrl } from "./provider-url";

// The one reader of the environment. Every variable Colmeia understands is declared here once,
// with its type, bounds, default and the README line that explains it (the README's
// configuration table is generated from this list by `npm run docs:env`, and a test checks it is
// current). Values are parsed once, at start (instrumentation.ts, scripts/start.mjs): a bad value
// stops the server with a message naming the variable, instead of silently becoming a default.
// No other file reads process.env (a test greps for it).

/** The files Colmeia generates into DATA_DIR beside the database (sandbox mode): a backup carries them. */
export const GENERATED_FILES = { authSecret: "auth-secret", pixWebhookSecret: "pix-webhook-secret" } as const;

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const onOff = z.enum(["on", "off"], { error: "must be on or off" });
const digitsUpTo = (n: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${n}}$`), `must be 1 to ${n} digits`)
    .optional();

/** A CNAB 240 collection agreement as the environment gives it (docs/rails.md, Boleto rail). */
export type BoletoAgreementSettings = Omit<Agreement, "beneficiary">;
/** The account CNAB 240 payment files pay from (docs/rails.md, Payout rail). */
export type PayoutAccountSettings = Pick<
  Agreement,
  "bank" | "agency" | "agencyDigit" | "account" | "accountDigit" | "convenio"
>;
// a provider's base URL: https://, plain http:// only to this machine (tests, the built-in servers)
const providerUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .refine(isProviderUrl, "must be https:// (plain http:// only for a loopback host: localhost, 127.x, ::1)");
const trueFalse = z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true");

type Var = { schema: z.ZodType; shown: string; doc: string; secret: boolean };
/** A variable; `secret`: its value is never repeated in a configuration error (it reaches logs). */
const v = <S extends z.ZodType>(schema: S, shown: string, doc: string, { secret = false } = {}) => ({
  schema,
  shown,
  doc,
  secret,
});

export const ENV_VARS = {
  DATABASE_URL: v(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    "unset → PGlite",
    "a `postgres://` URL selects PostgreSQL",
    { secret: true },
  ),
  DATABASE_DIRECT_URL: v(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    "unset → `DATABASE_URL`",
    "set when `DATABASE_URL` goes through a pooler in transaction mode (PgBouncer): a direct connection to the same database for what needs a session of its own (migrations' and start-up's lock, `LISTEN`); `DATABASE_URL` then gets no named prepared statements (docs/operations.md)",
    { secret: true },
  ),
  DATA_DIR: v(
    z.string().default("./data"),
    "`./data`",
    "PGlite files and generated secrets (`memory://` keeps the database in memory: unit tests)",
  ),
  DATABASE_POOL_SIZE: v(int(1, 1000).default(10), "`10`", "PostgreSQL connections per instance"),
  PORT: v(int(1, 65535).default(3000), "`3000`", "HTTP port"),
  KEEP_ALIVE_TIMEOUT_MS: v(
    int(1000, 3_600_000).default(65_000),
    "`65000`",
    "how long an idle keep-alive connection stays open: above a load balancer's idle timeout",
  ),
  PUBLIC_BASE_URL: v(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    "`http://localhost:$PORT`",
    "base of `secureUrl`, payment-link and boleto URLs",
  ),
  COLMEIA_MODE: v(
    z.enum(["sandbox", "production"], { error: "must be sandbox or production" }).default("sandbox"),
    "`sandbox`",
    "`production` disables sandbox actions and sign-up, and needs `AUTH_SECRET`",
  ),
  AUTH_SECRET: v(
    z.string().min(32, "must have at least 32 characters (e.g. `openssl rand -hex 32`)").optional(),
    "generated into `DATA_DIR` in sandbox mode; **required** in production",
    "session signing and the keys derived from it (TOTP secrets at rest, the sandbox PSP's credentials; never card data); set it explicitly when several instances share one PostgreSQL. `COLMEIA_MODE=production` refuses to start without it",
    { secret: true },
  ),
  SEED_API_KEY: v(
    z
      .string()
      .regex(
        /^sk_(test|live)_\w{16,}$/,
        "must be sk_test_ or sk_live_ followed by at least 16 letters, digits or underscores",
      )
      .optional(),
    "generated and printed once",
    "secret key of the demo company on first seed (sandbox mode only: production seeds nothing): `sk_test_` or `sk_live_` then at least 16 letters, digits or underscores, e.g. `sk_test_conformance_0123456789`",
    { secret: true },
  ),
  SEED_USER_EMAIL: v(
    z.email("must be an e-mail address").default("demo@colmeia.dev"),
    "`demo@colmeia.dev`",
    "demo dashboard login (printed)",
  ),
  SEED_USER_PASSWORD: v(
    z.string().min(1).default("colmeia-demo"),
    "`colmeia-demo`",
    "demo dashboard password (printed)",
    { secret: true },
  ),
  MIGRATE_ON_START: v(
    trueFalse.default(true),
    "`true`",
    "`false`: the start applies no migration and refuses to serve while one is pending (`npm run db:migrate` applies them, before a rolling upgrade: docs/operations.md, Upgrades)",
  ),
  SEED_TRANSACTIONS: v(int(0, 100_000).default(300), "`300`", "demo transactions spread over the last 90 days"),
  LOG_LEVEL: v(
    z.enum(["info", "error", "silent"], { error: "must be info, error or silent" }).default("info"),
    "`info`",
    "`error` or `silent` to quiet request logs",
  ),
  LOG_FORMAT: v(
    z.enum(["json", "pretty"], { error: "must be json or pretty" }).optional(),
    "`pretty` on a terminal, `json` otherwise",
    "`json`: one JSON object per line (for a log collector); `pretty`: one readable line per event",
  ),
  METRICS_TOKEN: v(
    z.string().min(16, "must be at least 16 characters").optional(),
    "unset",
    "`GET /metrics` asks for `Authorization: Bearer` with this token; unset, it is open in sandbox mode and answered only on `METRICS_PORT` in production (docs/operations.md, Metrics)",
    { secret: true },
  ),
  METRICS_PORT: v(
    int(1, 65535).optional(),
    "unset",
    "serves `GET /metrics` on this port of its own (keep it off the public network) instead of the main port",
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: v(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    "unset: no tracing",
    "an OpenTelemetry collector's OTLP/HTTP base URL, e.g. `http://otel-collector:4318`: spans of each API request, its SQL statements and rail calls go to `{this}/v1/traces`; unset, no tracing code is loaded (docs/operations.md, Tracing)",
  ),
  OTEL_SERVICE_NAME: v(
    z.string().min(1).max(100).default("colmeia"),
    "`colmeia`",
    "the `service.name` of this instance's spans",
  ),
  RATE_LIMIT_PER_KEY_PER_MINUTE: v(
    int(1, 1_000_000_000).default(6000),
    "`6000`",
    "requests per minute per API key or dashboard user, across all instances",
  ),
  PUBLIC_RATE_LIMIT_PER_MINUTE: v(
    int(1, 1_000_000_000).default(60),
    "`60`",
    "requests per minute per IP on the hosted-checkout endpoints (see [docs/checkout.md](docs/checkout.md))",
  ),
  API_KEY_CACHE_MS: v(
    int(0, 3_600_000).default(60_000),
    "`60000`",
    "how long an instance remembers an API key (revocation still applies at once, see [docs/architecture.md](docs/architecture.md)); `0` looks it up on every request",
  ),
  COUNT_CACHE_MS: v(
    int(0, 3_600_000).default(2000),
    "`2000`",
    "how long an instance reuses a list's `X-Total-Count` (dropped on the company's next write); `0` counts every time",
  ),
  CARD_HASH_TTL_MS: v(
    int(1000, 86_400_000).default(300_000),
    "`300000`",
    "lifetime of a card hash from `POST /v1/card-hashes`",
  ),
  CARD_HASH_SWEEP_MS: v(
    int(100, 86_400_000).default(30_000),
    "`30000`",
    "how often encrypted card data behind expired card hashes is deleted",
  ),
  TRUSTED_PROXY_HOPS: v(
    int(0, 10).default(0),
    "`0`",
    "how many reverse proxies stand in front (0: none, no forwarded header is believed and the socket's peer is the client). Raise it to 1 behind one TLS-terminating proxy (2 with a CDN in front of it): their `X-Forwarded-For` entry becomes the client IP and `X-Forwarded-Proto: https` turns on HSTS and `Secure` cookies — see [docs/security.md](docs/security.md)",
  ),
  IDEMPOTENCY_LEASE_MS: v(
    int(1000, 86_400_000).default(30_000),
    "`30000`",
    "how long a running request owns its `Idempotency-Key`; after a crash the same request can be retried once it passes",
  ),
  IDEMPOTENCY_SWEEP_MS: v(
    int(100, 86_400_000).default(600_000),
    "`600000`",
    "how often keys past their 24 h retention are deleted",
  ),
  SHUTDOWN_DRAIN_MS: v(
    int(0, 600_000).default(10_000),
    "`10000`",
    "on SIGTERM, how long requests in flight may finish before the database closes",
  ),
  BOLETO_CANCEL_AFTER_DAYS: v(
    int(0, 365).default(5),
    "`5`",
    "days after its due date that an unpaid boleto is canceled (see [docs/checkout.md](docs/checkout.md))",
  ),
  EXPIRY_POLL_MS: v(
    int(100, 86_400_000).default(15_000),
    "`15000`",
    "how often an instance cancels due Pix and boletos",
  ),
  EXPIRY_WORKER: v(onOff.default("on"), "`on`", "`off` runs an instance that leaves expiry to the others"),
  ANTICIPATION_SWEEP_MS: v(
    int(1000, 86_400_000).default(3_600_000),
    "`3600000`",
    "how often an instance brings forward the payables of recipients with automatic anticipation (see [docs/money.md](docs/money.md))",
  ),
  AUTOMATIC_TRANSFERS_SWEEP_MS: v(
    int(1000, 86_400_000).default(600_000),
    "`600000`",
    "how often an instance sends the automatic transfers due today (see [docs/money.md](docs/money.md))",
  ),
  DISPUTE_SWEEP_MS: v(
    int(100, 86_400_000).default(60_000),
    "`60000`",
    "how often an instance closes as lost the disputes left unanswered past their deadline (see [docs/money.md](docs/money.md))",
  ),
  PAYOUT_RESEND_MS: v(
    int(100, 86_400_000).default(30_000),
    "`30000`",
    "how often an instance sends again the transfers the payout rail has not taken yet (see [docs/rails.md](docs/rails.md))",
  ),
  WEBHOOKS_WORKER: v(
    onOff.default("on"),
    "`on`",
    "`off` runs an instance that serves the API and leaves webhook delivery to the others",
  ),
  WEBHOOK_POLL_MS: v(
    int(10, 3_600_000).default(1000),
    "`1000`",
    "how often the webhook worker looks for due deliveries ([docs/webhooks.md](docs/webhooks.md))",
  ),
  WEBHOOK_TIMEOUT_MS: v(
    int(100, 600_000).default(10_000),
    "`10000`",
    "how long a receiver may take to answer one delivery",
  ),
  WEBHOOK_RETRY_BASE_MS: v(
    int(1, 86_400_000).default(16_000),
    "`16000`",
    "first retry delay, doubling per attempt (±25 % jitter, at most 48 h)",
  ),
  WEBHOOK_DISABLE_AFTER_HOURS: v(
    z.coerce
      .number({ error: "must be a number of hours" })
      .min(0.001, "must be at least 0.001")
      .max(8760, "must be at most 8760")
      .default(72),
    "`72`",
    "an endpoint failing for this long without one success is disabled, with an event and a banner in the dashboard",
  ),
  WEBHOOK_MAX_ATTEMPTS: v(
    int(1, 100).default(15),
    "`15`",
    "attempts before a delivery is given up (about three days with the default base)",
  ),
  WEBHOOK_CONCURRENCY: v(
    int(1, 10_000).default(128),
    "`128`",
    "deliveries in flight per instance (one endpoint takes at most half, one company three quarters)",
  ),
  WEBHOOK_LEASE_MS: v(
    int(1000, 86_400_000).optional(),
    "timeout + 30 s",
    "how long a claimed delivery attempt stays reserved for the instance that claimed it",
  ),
  SMTP_URL: v(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    "unset",
    "the SMTP server e-mails go through, e.g. `smtp://user:pass@mail.example.com:587` (STARTTLS) or `smtps://…:465`; unset: e-mails are only logged and listed ([docs/email.md](docs/email.md))",
    { secret: true },
  ),
  MAIL_FROM: v(
    z.email({ error: "must be an e-mail address" }).default("no-reply@colmeia.local"),
    "`no-reply@colmeia.local`",
    "the sender address of every e-mail; the display name is the company's trade name",
  ),
  EMAIL_WORKER: v(onOff.default("on"), "`on`", "`off` runs an instance that leaves sending e-mails to the others"),
  EMAIL_POLL_MS: v(
    int(10, 3_600_000).default(2000),
    "`2000`",
    "how often the e-mail worker looks for new events and due messages",
  ),
  EMAIL_RETRY_BASE_MS: v(
    int(1, 86_400_000).default(60_000),
    "`60000`",
    "first retry delay of an e-mail the SMTP server refused for now (4xx), doubling per attempt",
  ),
  EMAIL_MAX_ATTEMPTS: v(int(1, 100).default(10), "`10`", "attempts before an e-mail is given up"),
  LOGIN_ATTEMPTS_PER_IP: v(
    int(1, 1_000_000_000).default(30),
    "`30`",
    "dashboard sign-in attempts per 15 minutes per client IP ([docs/security.md](docs/security.md))",
  ),
  LOGIN_ATTEMPTS_PER_ACCOUNT_IP: v(
    int(1, 1_000_000_000).default(10),
    "`10`",
    "sign-in attempts per 15 minutes per account from one IP",
  ),
  LOGIN_ATTEMPTS_PER_ACCOUNT: v(
    int(1, 1_000_000_000).default(50),
    "`50`",
    "sign-in attempts per 15 minutes per account from anywhere",
  ),
  SIGNUP: v(
    z.enum(["open", "closed"], { error: "must be open or closed" }).default("closed"),
    "`closed`",
    "`open` lets new companies sign up (the `/signup` page and `POST /api/sandbox/companies`, sandbox mode); the demo company is seeded either way. The test suite opens it",
  ),
  SIGNUP_PER_IP_PER_HOUR: v(
    int(1, 1_000_000_000).default(5),
    "`5`",
    "sign-ups allowed per client IP per hour when open",
  ),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: v(
    trueFalse.default(false),
    "`false`",
    "`true` lets webhooks and postbacks reach loopback and private addresses (local receivers in development; `npm run dev` and the test suite set it). Off, they are refused when created and at delivery ([docs/security.md](docs/security.md))",
  ),
  PAYOUT_DESTINATION_COOLDOWN_HOURS: v(
    int(0, 720).optional(),
    "`0` in sandbox mode, `24` in production",
    "hours before a new bank account or Pix key can receive transfers, unless an owner confirms it in the dashboard ([docs/security.md](docs/security.md)); off in the sandbox, where no real money moves, so the official clients' examples (a new account, then a transfer) run",
  ),
  PIX_PROVIDER: v(
    z.enum(["sandbox", "api-pix"], { error: "must be sandbox or api-pix" }).default("sandbox"),
    "`sandbox`",
    "the Pix rail: `sandbox` (the built-in API Pix PSP under `/sandbox/psp`, never used in production mode: Pix answers 422 `rail_not_configured`) or `api-pix` (a real PSP, see [docs/rails.md](docs/rails.md))",
  ),
  PIX_API_URL: v(
    providerUrl.optional(),
    "the built-in PSP",
    "the PSP's API Pix base, e.g. `https://pix.psp.example/api/v2`; `https://` (plain `http://` only for loopback hosts)",
  ),
  PIX_OAUTH_URL: v(providerUrl.optional(), "the built-in PSP", "the PSP's OAuth 2.0 token URL (client credentials)"),
  PIX_CLIENT_ID: v(
    z.string().optional(),
    "derived for the built-in PSP",
    "the merchant's API client id at the PSP (sent in HTTP Basic to the token URL)",
  ),
  PIX_CLIENT_SECRET: v(
    z.string().optional(),
    "derived for the built-in PSP",
    "the merchant's API client secret at the PSP",
    { secret: true },
  ),
  PIX_KEY: v(
    z.string().max(77).optional(),
    "derived for the built-in PSP",
    "the receiving Pix key (chave) of the merchant's account at the PSP",
  ),
  PIX_CERT_FILE: v(
    z.string().optional(),
    "unset",
    "PEM client certificate for mutual TLS with the PSP (optional only for PSPs without mTLS)",
  ),
  PIX_KEY_FILE: v(z.string().optional(), "unset", "PEM private key of that certificate"),
  PIX_CA_FILE: v(z.string().optional(), "unset", "an extra PEM CA to trust for the PSP (added to Node's roots)"),
  PIX_WEBHOOK_SECRET: v(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{24,128}$/, "must be 24 to 128 letters, digits, _ or -")
      .optional(),
    "generated into `DATA_DIR`",
    "the secret path segment of the webhook URL given to the PSP: `PUBLIC_BASE_URL/api/rails/pix/{PIX_WEBHOOK_SECRET}`",
    { secret: true },
  ),
  PIX_RECONCILE_MS: v(
    int(100, 86_400_000).default(60_000),
    "`60000`",
    "how often an instance reconciles with the PSP (`GET /pix` since the last run, pending devoluções, charges near expiry)",
  ),
  PIX_TIMEOUT_MS: v(
    int(100, 600_000).default(10_000),
    "`10000`",
    "how long one call to the PSP may take before it is retried",
  ),
  CARD_PROVIDER: v(
    z.enum(["sandbox", "cielo"], { error: "must be sandbox or cielo" }).default("sandbox"),
    "`sandbox`",
    "the card rail: `sandbox` (the built-in Cielo server under `/sandbox/cielo`, no money moves) or `cielo` (Cielo's e-commerce API 3.0, see [docs/rails.md](docs/rails.md)); `cielo` needs `CIELO_MERCHANT_ID` and `CIELO_MERCHANT_KEY`",
  ),
  CIELO_API_URL: v(
    providerUrl.default("https://api.cieloecommerce.cielo.com.br"),
    "`https://api.cieloecommerce.cielo.com.br`",
    "Cielo's transactional host (sales, capture, void, tokenization); `https://` (plain `http://` only for loopback hosts)",
  ),
  CIELO_QUERY_URL: v(
    providerUrl.default("https://apiquery.cieloecommerce.cielo.com.br"),
    "`https://apiquery.cieloecommerce.cielo.com.br`",
    "Cielo's query host (payments by id and by order); `https://` (plain `http://` only for loopback hosts)",
  ),
  CIELO_MERCHANT_ID: v(
    z
      .string()
      .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, "must be a GUID")
      .optional(),
    "derived for the built-in server",
    "the store's MerchantId at Cielo",
  ),
  CIELO_MERCHANT_KEY: v(
    z.string().min(1).max(64).optional(),
    "derived for the built-in server",
    "the store's MerchantKey at Cielo",
    { secret: true },
  ),
  CIELO_TIMEOUT_MS: v(
    int(100, 600_000).default(10_000),
    "`10000`",
    "how long one call to the acquirer may take; a sale that times out is looked up by its order id, never sent twice",
  ),
  BOLETO_PROVIDER: v(
    z.enum(["sandbox", "cnab240"], { error: "must be sandbox or cnab240" }).default("sandbox"),
    "`sandbox`",
    "the boleto rail: `sandbox` (the built-in bank answers each remessa with its retorno, no bank registers anything) or `cnab240` (your bank's collection agreement through CNAB 240 files, see [docs/rails.md](docs/rails.md)); `cnab240` needs the `BOLETO_*` agreement variables",
  ),
  BOLETO_BANK: v(
    z.enum(["001", "341", "237"], { error: "must be 001 (Banco do Brasil), 341 (Itaú) or 237 (Bradesco)" }).optional(),
    "–",
    "the agreement's bank: `001` Banco do Brasil, `341` Itaú, `237` Bradesco",
  ),
  BOLETO_AGENCY: v(digitsUpTo(5), "–", "the agreement's branch (agência), digits"),
  BOLETO_AGENCY_DIGIT: v(
    z
      .string()
      .regex(/^[0-9XxPp]$/, "must be one digit, X or P")
      .optional(),
    "–",
    "the branch's check digit as the bank printed it: required for Banco do Brasil and Bradesco, and checked against the bank's rule at start",
  ),
  BOLETO_ACCOUNT: v(digitsUpTo(12), "–", "the agreement's account number, digits"),
  BOLETO_ACCOUNT_DIGIT: v(
    z
      .string()
      .regex(/^[0-9XxPp]$/, "must be one digit, X or P")
      .optional(),
    "–",
    "the account's check digit as the bank printed it, checked against the bank's rule at start (Banco do Brasil, Itaú, Bradesco)",
  ),
  BOLETO_CONVENIO: v(
    digitsUpTo(20),
    "–",
    "the collection agreement number (convênio): Banco do Brasil (7 digits), Bradesco (código do beneficiário)",
  ),
  BOLETO_WALLET: v(digitsUpTo(3), "–", "the carteira: e.g. `17` (Banco do Brasil), `109` (Itaú), `09` (Bradesco)"),
  BOLETO_WALLET_VARIATION: v(digitsUpTo(3), "–", "Banco do Brasil's variação da carteira, e.g. `019`"),
  BOLETO_INBOX_DIR: v(
    z.string().min(1).optional(),
    "–",
    "a folder whose boleto retornos are imported as they appear, each for every company that owns a title in it (moved to `imported/` once in); unset: each company imports through the API or the dashboard",
  ),
  PAYOUT_PROVIDER: v(
    z.enum(["sandbox", "cnab240"], { error: "must be sandbox or cnab240" }).default("sandbox"),
    "`sandbox`",
    "the payout rail: `sandbox` (the built-in bank, no money moves) or `cnab240` (your bank's CNAB 240 payment files, see [docs/rails.md](docs/rails.md)); `cnab240` needs the `PAYOUT_*` account variables",
  ),
  PAYOUT_BANK: v(
    z.enum(["001", "341", "237"], { error: "must be 001 (Banco do Brasil), 341 (Itaú) or 237 (Bradesco)" }).optional(),
    "–",
    "the paying account's bank: `001` Banco do Brasil, `341` Itaú, `237` Bradesco",
  ),
  PAYOUT_AGENCY: v(digitsUpTo(5), "–", "the paying account's branch, digits"),
  PAYOUT_AGENCY_DIGIT: v(
    z
      .string()
      .regex(/^[0-9Xx]$/, "must be one digit or X")
      .optional(),
    "–",
    "the branch's check digit, where the bank prints one",
  ),
  PAYOUT_ACCOUNT: v(digitsUpTo(12), "–", "the paying account's number, digits"),
  PAYOUT_ACCOUNT_DIGIT: v(
    z
      .string()
      .regex(/^[0-9Xx]$/, "must be one digit or X")
      .optional(),
    "–",
    "the account's check digit as the bank printed it (Itaú's is checked against its rule at start)",
  ),
  PAYOUT_CONVENIO: v(
    digitsUpTo(20),
    "–",
    "the payment agreement's number: Banco do Brasil (up to 9 digits) and Bradesco (Multipag, up to 20 digits) require it; Itaú does not use it",
  ),
  PAYOUT_CUTOFF: v(
    z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, "must be HH:MM or off")
      .default("16:00"),
    "`16:00`",
    "São Paulo time at which the day's payment remessa is made: written to `PAYOUT_OUTBOX_DIR`, or answered by the sandbox bank at once; `off`: only when asked through the API or the dashboard",
  ),
  PAYOUT_OUTBOX_DIR: v(
    z.string().min(1).optional(),
    "–",
    "a folder the day's payment remessa is written to at `PAYOUT_CUTOFF` (unset: generate it through the API or the dashboard)",
  ),
  PAYOUT_INBOX_DIR: v(
    z.string().min(1).optional(),
    "–",
    "a folder whose payment retornos are imported as they appear (moved to `imported/` once in); unset: import through the API or the dashboard",
  ),
  CARD_AUTH_CAPTURE_DAYS: v(
    int(1, 30).default(5),
    "`5`",
    "days a card authorization made with `capture: false` waits for its capture; then the card sweep voids it (`canceled`, reason `capture_expired`)",
  ),
  NEXT_DIST_DIR: v(
    z.string().default(".next"),
    "`.next`",
    "where `npm start` builds and finds the Next.js build (the test suite gives each server its own)",
  ),
  FORCE_BUILD: v(z.enum(["0", "1"]).default("0"), "`0`", "`1` makes `npm start` rebuild even when no source changed"),
  BUILD_TYPECHECK: v(
    onOff.default("on"),
    "`on`",
    "`off` skips the type check inside `next build`: `npm test` sets it and runs `tsc` once after the build, over the same files and the build's route types",
  ),
  BUILD_OUTPUT: v(
    z.enum(["server", "standalone"], { error: "must be server or standalone" }).default("server"),
    "`server`",
    "`standalone` makes the build self-contained (Next.js's standalone output, with only the packages it uses): the container image's build sets it (Dockerfile); `npm start` serves the ordinary build",
  ),
  API_FAST_LANE: v(
    onOff.default("on"),
    "`on`",
    "`on` hands each plain `/v1` request straight to its route handler, past Next.js's request pipeline (half the CPU of a request, [docs/benchmarks-analysis.md](docs/benchmarks-analysis.md)); `off` sends every request through Next.js",
  ),
} satisfies Record<string, Var>;

/** Variables whose values are secrets (declared so above): a configuration error names them without their value. */
const SECRET_VARS = new Set(
  Object.entries(ENV_VARS as Record<string, Var>)
    .filter(([, d]) => d.secret)
    .map(([name]) => name),
);

// Set by Next.js itself, not by operators: parsed here so no other file reads the environment.
const RUNTIME_VARS = {
  NODE_ENV: z.string().optional(),
  NEXT_PHASE: z.string().optional(),
  NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
  // Node's own options, which the start scripts pass on to the server with the console capture's preload
  NODE_OPTIONS: z.string().optional(),
};

// Defaults that depend on COLMEIA_MODE, applied after parsing to a variable left unset: a
// protection that only matters for real money is off in the sandbox (docs/security.md).
const MODE_DEFAULTS = {
  PAYOUT_DESTINATION_COOLDOWN_HOURS: { sandbox: 0, production: 24 },
} as const;

type Parsed<T extends Record<string, { schema: z.ZodType }>> = { readonly [K in keyof T]: z.output<T[K]["schema"]> };
export type Settings = Omit<Parsed<typeof ENV_VARS>, keyof typeof MODE_DEFAULTS> & {
  readonly [K in keyof typeof MODE_DEFAULTS]: number;
} & {
  readonly [K in keyof typeof RUNTIME_VARS]: z.output<(typeof RUNTIME_VARS)[K]>;
};

const shape = Object.fromEntries([
  ...Object.entries(ENV_VARS).map(([k, d]) => [k, d.schema]),
  ...Object.entries(RUNTIME_VARS),
]);
const schema = z.object(shape);

/** Parses an environment (an empty value counts as unset); throws one message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Settings {
  const present = Object.fromEntries(Object.keys(shape).map((k) => [k, source[k] === "" ? undefined : source[k]]));
  const result = schema.safeParse(present);
  if (result.success) {
    const data: Record<string, unknown> = { ...result.data };
    const mode = data.COLMEIA_MODE as "sandbox" | "production";
    // a real acquirer without its credentials would refuse every card: refuse to start instead
    if (data.CARD_PROVIDER === "cielo" && (!data.CIELO_MERCHANT_ID || !data.CIELO_MERCHANT_KEY))
      throw new Error(
        "colmeia: invalid configuration: CARD_PROVIDER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY",
      );
    if (data.PAYOUT_PROVIDER === "cnab240") {
      const problem = payoutAccountProblem(data);
      if (problem) throw new Error(`colmeia: invalid configuration: PAYOUT_PROVIDER=cnab240: ${problem}`);
    }
    if (data.BOLETO_PROVIDER === "cnab240") {
      const problem = boletoAgreementProblem(data);
      if (problem) throw new Error(`colmeia: invalid configuration: BOLETO_PROVIDER=cnab240: ${problem}`);
    }
    for (const [name, byMode] of Object.entries(MODE_DEFAULTS)) data[name] ??= byMode[mode];
    return data as Settings;
  }
  // a secret's value is never repeated: the message reaches logs and terminals
  const problems = result.error.issues.map((i) => {
    const name = String(i.path[0]);
    const shown = SECRET_VARS.has(name) ? "a value that is not shown" : JSON.stringify(present[name]);
    return `${name} ${i.message} (got ${shown})`;
  });
  throw new Error(`colmeia: invalid configuration: ${problems.join("; ")}`);
}

// The agreement's variables each bank's layout needs; the agency and account digits follow the
// bank's rule (Banco do Brasil and Bradesco: mod 11; Itaú: mod 10 of agency + account, no agency
// digit), so a digit mistyped stops the start instead of every remessa the bank would refuse.
function boletoAgreementProblem(d: Record<string, unknown>): string | null {
  const need = ["BOLETO_BANK", "BOLETO_AGENCY", "BOLETO_ACCOUNT", "BOLETO_ACCOUNT_DIGIT", "BOLETO_WALLET"];
  if (d.BOLETO_BANK === "001" || d.BOLETO_BANK === "237") need.push("BOLETO_AGENCY_DIGIT", "BOLETO_CONVENIO");
  if (d.BOLETO_BANK === "001") need.push("BOLETO_WALLET_VARIATION");
  const missing = need.filter((n) => d[n] === undefined);
  if (missing.length > 0) return `needs ${missing.join(", ")}`;
  if (d.BOLETO_BANK === "001" && String(d.BOLETO_CONVENIO).length !== 7)
    return "Banco do Brasil's BOLETO_CONVENIO must have 7 digits (the 17-digit nosso número of convênios from 1,000,000)";
  if (d.BOLETO_BANK === "341") {
    const expected = itauAccountDigit(String(d.BOLETO_AGENCY), String(d.BOLETO_ACCOUNT));
    if (expected !== String(d.BOLETO_ACCOUNT_DIGIT))
      return `Itaú computes the account digit of agency ${String(d.BOLETO_AGENCY)} account ${String(d.BOLETO_ACCOUNT)} as ${expected}, but BOLETO_ACCOUNT_DIGIT is ${String(d.BOLETO_ACCOUNT_DIGIT)}: check both as the bank printed them`;
    return null;
  }
  const isBB = d.BOLETO_BANK === "001";
  const bankName = isBB ? "Banco do Brasil" : "Bradesco";
  const agency = String(d.BOLETO_AGENCY);
  const account = String(d.BOLETO_ACCOUNT);
  const [maxAgency, maxAccount] = isBB ? [4, 8] : [4, 7];
  if (agency.replace(/^0+(?=\d)/, "").length > maxAgency)
    return `${bankName}'s BOLETO_AGENCY has at most ${maxAgency} digits, got ${agency}`;
  if (account.replace(/^0+(?=\d)/, "").length > maxAccount)
    return `${bankName}'s BOLETO_ACCOUNT has at most ${maxAccount} digits, got ${account}`;
  const digits = isBB
    ? { agency: bbAgencyDigit(agency), account: bbAccountDigit(account) }
    : { agency: bradescoAgencyDigit(agency), account: bradescoAccountDigit(account) };
  if (digits.agency !== String(d.BOLETO_AGENCY_DIGIT).toUpperCase())
    return `${bankName} computes the digit of agency ${agency} as ${digits.agency}, but BOLETO_AGENCY_DIGIT is ${String(d.BOLETO_AGENCY_DIGIT)}: check it as the bank printed it`;
  if (digits.account !== String(d.BOLETO_ACCOUNT_DIGIT).toUpperCase())
    return `${bankName} computes the digit of account ${account} as ${digits.account}, but BOLETO_ACCOUNT_DIGIT is ${String(d.BOLETO_ACCOUNT_DIGIT)}: check it as the bank printed it`;
  return null;
}

// The paying account's variables each bank's payment layout needs (Banco do Brasil and Bradesco
// write the agreement in every header); Itaú's account digit follows its rule; and every value
// must fit its field of that layout, checked by writing the file and batch headers once: a value
// that does not fit would otherwise fail every remessa, not the start.
function payoutAccountProblem(d: Record<string, unknown>): string | null {
  const need = ["PAYOUT_BANK", "PAYOUT_AGENCY", "PAYOUT_ACCOUNT", "PAYOUT_ACCOUNT_DIGIT"];
  if (d.PAYOUT_BANK === "001" || d.PAYOUT_BANK === "237") need.push("PAYOUT_CONVENIO");
  const missing = need.filter((n) => d[n] === undefined);
  if (missing.length > 0) return `needs ${missing.join(", ")} (bank ${String(d.PAYOUT_BANK ?? "unset")})`;
  const probe = {
    bank: d.PAYOUT_BANK as CnabBank,
    agency: String(d.PAYOUT_AGENCY),
    agencyDigit: d.PAYOUT_AGENCY_DIGIT as string | undefined,
    account: String(d.PAYOUT_ACCOUNT),
    accountDigit: String(d.PAYOUT_ACCOUNT_DIGIT).toUpperCase(),
    convenio: d.PAYOUT_CONVENIO as string | undefined,
    // any valid company: only the account's own fields are checked here
    company: { name: "COLMEIA", documentType: "cnpj" as const, document: "11222333000181" },
  };
  try {
    fileHeaderValues(probe, 1, 1, new Date(0), false);
    batchHeaderValues(probe, 1, "01");
  } catch (error) {
    if (!(error instanceof CnabFieldError)) throw error;
    // Itaú's digit is said in its own words below
    if (!(probe.bank === "341" && error.field === "accountDigit")) {
      const name = PAYOUT_FIELDS[error.field] ?? error.field;
      return `${name} does not fit bank ${probe.bank}'s payment layout: ${error.message.replace(/^[^:]*: /, "")}`;
    }
  }
  if (d.PAYOUT_BANK === "341") {
    const expected = itauAccountDigit(String(d.PAYOUT_AGENCY), String(d.PAYOUT_ACCOUNT));
    if (expected !== String(d.PAYOUT_ACCOUNT_DIGIT))
      return `Itaú computes the account digit of agency ${String(d.PAYOUT_AGENCY)} account ${String(d.PAYOUT_ACCOUNT)} as ${expected}, but PAYOUT_ACCOUNT_DIGIT is ${String(d.PAYOUT_ACCOUNT_DIGIT)}`;
  }
  return null;
}

const PAYOUT_FIELDS: Record<string, string> = {
  agency: "PAYOUT_AGENCY",
  agencyDigit: "PAYOUT_AGENCY_DIGIT",
  account: "PAYOUT_ACCOUNT",
  accountDigit: "PAYOUT_ACCOUNT_DIGIT",
  convenio: "PAYOUT_CONVENIO",
};

let cached: Settings | undefined;

/** The configuration, parsed on first use and kept. */
export function settings(): Settings {
  return (cached ??= parseEnv(process.env));
}

/** The SEED_* variables the operator set (non-empty): production seeds nothing and says so. */
export function seedVariablesGiven(): string[] {
  return Object.keys(ENV_VARS).filter((name) => name.startsWith("SEED_") && !!process.env[name]);
}

/** Tests that change process.env call this so the next settings() parses it again. */
export function reloadSettings(): void {
  cached = undefined;
}

/** The catalogue as the README shows it: one Markdown table row per variable. */
export function envTableRows(): string[] {
  return Object.entries(ENV_VARS).map(([name, d]) => `| \`${name}\` | ${d.shown} | ${d.doc} |`);
}

// Derived settings, named for what they mean to the code that uses them.
export const env = {
  get dataDir(): string {
    return path.resolve(/* turbopackIgnore: true */ settings().DATA_DIR);
  },
  get isMemoryDatabase(): boolean {
    return settings().DATA_DIR.startsWith("memory://");
  },
  get port(): number {
    return settings().PORT;
  },
  get publicBaseUrl(): string {
    return (settings().PUBLIC_BASE_URL ?? `http://localhost:${this.port}`).replace(/\/$/, "");
  },
  // sandbox unless explicitly switched to production: the only acquirer shipped is the sandbox one
  get isSandbox(): boolean {
    return settings().COLMEIA_MODE !== "production";
  },
  // webhooks and postbacks to loopback/private/metadata addresses: off in every mode unless the
  // operator says so (docs/security.md, "Outbound requests")
  get allowPrivateNetworks(): boolean {
    return settings().WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  },
  // sign-up of new companies: closed unless the operator opens it (the demo company is seeded anyway)
  get isSignupOpen(): boolean {
    return settings().SIGNUP === "open";
  },
  get signupsPerIpPerHour(): number {
    return settings().SIGNUP_PER_IP_PER_HOUR;
  },
  // The Pix rail (docs/rails.md): `sandbox` (the built-in PSP, default) or `api-pix` (a real PSP).
  get pixProvider(): "sandbox" | "api-pix" {
    return settings().PIX_PROVIDER;
  },
  get pix(): {
    apiUrl?: string;
    oauthUrl?: string;
    clientId?: string;
    clientSecret?: string;
    key?: string;
    certFile?: string;
    keyFile?: string;
    caFile?: string;
    timeoutMs: number;
  } {
    const s = settings();
    return {
      apiUrl: s.PIX_API_URL,
      oauthUrl: s.PIX_OAUTH_URL,
      clientId: s.PIX_CLIENT_ID,
      clientSecret: s.PIX_CLIENT_SECRET,
      key: s.PIX_KEY,
      certFile: s.PIX_CERT_FILE,
      keyFile: s.PIX_KEY_FILE,
      caFile: s.PIX_CA_FILE,
      timeoutMs: s.PIX_TIMEOUT_MS,
    };
  },
  get pixReconcileMs(): number {
    return settings().PIX_RECONCILE_MS;
  },
  // The boleto rail (docs/rails.md): `sandbox` (the built-in bank, default) or `cnab240`.
  get boletoProvider(): "sandbox" | "cnab240" {
    return settings().BOLETO_PROVIDER;
  },
  /** the collection agreement of BOLETO_PROVIDER=cnab240 (checked at start), or null */
  get boletoAgreement(): BoletoAgreementSettings | null {
    const s = settings();
    if (s.BOLETO_PROVIDER !== "cnab240") return null;
    return {
      bank: s.BOLETO_BANK!,
      agency: s.BOLETO_AGENCY!,
      agencyDigit: s.BOLETO_AGENCY_DIGIT,
      account: s.BOLETO_ACCOUNT!,
      accountDigit: s.BOLETO_ACCOUNT_DIGIT!.toUpperCase(),
      convenio: s.BOLETO_CONVENIO,
      wallet: s.BOLETO_WALLET!,
      walletVariation: s.BOLETO_WALLET_VARIATION,
    };
  },
  /** BOLETO_INBOX_DIR: the folder the bank's retornos appear in, or undefined */
  get boletoInboxDir(): string | undefined {
    return settings().BOLETO_INBOX_DIR;
  },
  // The payout rail (docs/rails.md): `sandbox` (the built-in bank, default) or `cnab240`.
  get payoutProvider(): "sandbox" | "cnab240" {
    return settings().PAYOUT_PROVIDER;
  },
  /** the paying account of PAYOUT_PROVIDER=cnab240 (checked at start), or null */
  get payoutAccount(): PayoutAccountSettings | null {
    const s = settings();
    if (s.PAYOUT_PROVIDER !== "cnab240") return null;
    return {
      bank: s.PAYOUT_BANK!,
      agency: s.PAYOUT_AGENCY!,
      agencyDigit: s.PAYOUT_AGENCY_DIGIT,
      account: s.PAYOUT_ACCOUNT!,
      accountDigit: s.PAYOUT_ACCOUNT_DIGIT!.toUpperCase(),
      convenio: s.PAYOUT_CONVENIO,
    };
  },
  /** `cutoff` null: PAYOUT_CUTOFF=off, no remessa is made unless asked */
  get payoutCycle(): { cutoff: string | null; outboxDir?: string; inboxDir?: string } {
    const s = settings();
    return {
      cutoff: s.PAYOUT_CUTOFF === "off" ? null : s.PAYOUT_CUTOFF,
      outboxDir: s.PAYOUT_OUTBOX_DIR,
      inboxDir: s.PAYOUT_INBOX_DIR,
    };
  },
  // The card rail (docs/rails.md): `sandbox` (the built-in Cielo server, default) or `cielo`.
  get cardProvider(): "sandbox" | "cielo" {
    return settings().CARD_PROVIDER;
  },
  get cielo(): { apiUrl: string; queryUrl: string; merchantId?: string; merchantKey?: string; timeoutMs: number } {
    const s = settings();
    return {
      apiUrl: s.CIELO_API_URL,
      queryUrl: s.CIELO_QUERY_URL,
      merchantId: s.CIELO_MERCHANT_ID,
      merchantKey: s.CIELO_MERCHANT_KEY,
      timeoutMs: s.CIELO_TIMEOUT_MS,
    };
  },
};

let cachedSecret: string | undefined;

export function authSecret(): string {
  const given = settings().AUTH_SECRET;
  if (given) return given;
  // a key kept beside the database protects nothing from whoever has the disk (docs/security.md)
  if (!env.isSandbox)
    throw new Error(
      "COLMEIA_MODE=production needs AUTH_SECRET in the environment; it is never generated into DATA_DIR in production",
    );
  if (cachedSecret) return cachedSecret;
  // an in-memory database (unit tests) gets an in-memory secret
  if (env.isMemoryDatabase) return (cachedSecret = randomBytes(32).toString("hex"));
  const file = path.join(env.dataDir, GENERATED_FILES.authSecret);
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  cachedSecret = readFileSync(file, "utf8").trim();
  return cachedSecret;
}

// Purpose-bound keys derived from the one server secret (TOTP secrets, the sandbox PSP). Never a
// card's: a card hash carries its own key (lib/domain/cards/card-hash.ts).
export function derivedKey(purpose: string): Buffer {
  return createHmac("sha256", authSecret()).update(`colmeia:${purpose}`).digest();
}

let cachedPixWebhookSecret: string | undefined;

// The secret path segment of the Pix webhook URL given to the PSP (/api/rails/pix/{secret}): a PSP
// notification carries no signature, so the unguessable URL is what keeps strangers from posting
// payments. PIX_WEBHOOK_SECRET, or generated once into DATA_DIR as the sessions' secret is.
export function pixWebhookSecret(): string {
  const given = settings().PIX_WEBHOOK_SECRET;
  if (given) return given;
  if (cachedPixWebhookSecret) return cachedPixWebhookSecret;
  if (env.isMemoryDatabase) return (cachedPixWebhookSecret = randomBytes(24).toString("hex"));
  const file = path.join(env.dataDir, GENERATED_FILES.pixWebhookSecret);
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(24).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (e) {
      // another process wrote it first: read theirs
      if ((e as { code?: string }).code !== "EEXIST") throw e;
    }
  }
  cachedPixWebhookSecret = readFileSync(file, "utf8").trim();
  return cachedPixWebhookSecret;
}
