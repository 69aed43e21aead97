import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";

import { ERROR_STATUS } from "@/lib/platform/errors";
import { type CardOutcome, TEST_CARDS } from "@/lib/rails/card/test-cards";

export const metadata: Metadata = { title: "API guide" };

// /docs/guide – what a developer needs before the reference (/docs): keys, test cards, the
// sandbox, idempotency, webhooks and errors. Developer docs are in English; the dashboard is pt-BR.

const SECTIONS = [
  ["authentication", "Authentication"],
  ["first-payment", "Your first payment"],
  ["test-cards", "Test cards"],
  ["sandbox", "Pix and boleto in the sandbox"],
  ["idempotency", "Idempotency"],
  ["webhooks", "Webhooks"],
  ["errors", "Errors"],
  ["lists", "Lists and paging"],
  ["receipts", "Receipts (PDF)"],
] as const;

function outcome(o: CardOutcome): string {
  switch (o.result) {
    case "approved":
      return "paid";
    case "declined":
      return `refused · ${o.reason}`;
    case "processing_error":
      return "refused · processing_error";
  }
}

const codesByStatus = Object.entries(
  Object.entries(ERROR_STATUS).reduce<Record<number, string[]>>(
    (acc, [code, status]) => ({ ...acc, [status]: [...(acc[status] ?? []), code] }),
    {},
  ),
);

function Code({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg bg-stone-900 p-4 text-[13px] leading-relaxed text-stone-100">
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const c = "rounded bg-stone-200/70 px-1 py-0.5 font-mono text-[0.85em]";

export default function GuidePage() {
  return (
    <div lang="en" className="min-h-dvh">
      <header className="flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-6 py-3 text-sm">
        <Link href="/" className="flex items-center gap-2 text-base font-bold">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-brand-500" />
          Colmeia
        </Link>
        <nav aria-label="Documentation" className="flex gap-5">
          <a href="/docs" className="hover:text-brand-700">
            API reference
          </a>
          <a href="/docs/guide" aria-current="page" className="text-brand-700">
            Guide
          </a>
          <a href="/v1/openapi.json" className="hover:text-brand-700">
            openapi.json
          </a>
        </nav>
      </header>
      <main className="mx-auto grid max-w-5xl gap-10 px-6 py-10 md:grid-cols-[12rem_1fr]">
        <nav aria-label="On this page" className="text-sm md:sticky md:top-6 md:self-start">
          <ul className="space-y-2">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-stone-600 hover:text-brand-700">
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="min-w-0 space-y-10 leading-relaxed text-stone-700">
          <div className="space-y-2">
            <h1 className="text-3xl font-bold text-stone-900">Colmeia API guide</h1>
            <p>
              A REST API under <code className={c}>/v1</code>: JSON in camelCase, money in integer cents of BRL (
              <code className={c}>10000</code> = R$ 100,00), integer ids, ISO 8601 UTC timestamps. Every endpoint, field
              and error is in the{" "}
              <a className="text-brand-700 underline" href="/docs">
                API reference
              </a>
              , generated from the same schemas the API validates with.
            </p>
          </div>

          <Section id="authentication" title="Authentication">
            <p>
              Every request carries the company&apos;s secret key (<code className={c}>sk_test_…</code> in the sandbox,{" "}
              <code className={c}>sk_live_…</code> in production), created and revoked by owners under{" "}
              <em>Configurações</em> in the dashboard. Three equivalent ways:
            </p>
            <Code>{`curl -u "$SECRET_KEY:x" https://colmeia.example/v1/company        # Basic: key as user, password ignored
curl -H "x-api-key: $SECRET_KEY" https://colmeia.example/v1/company
curl -H "Authorization: Bearer $SECRET_KEY" https://colmeia.example/v1/company`}</Code>
            <p>
              Keep the secret key on your server. Browsers use the public key (<code className={c}>pk_…</code>, in{" "}
              <code className={c}>GET /v1/company</code>) only to turn card data into a one-time hash with{" "}
              <code className={c}>POST /v1/card-hashes</code>; send that as <code className={c}>card.hash</code>.
              Another company&apos;s ids answer 404, never 403.
            </p>
          </Section>

          <Section id="first-payment" title="Your first payment">
            <Code>{`curl -u "$SECRET_KEY:x" https://colmeia.example/v1/transactions \\
  -H 'content-type: application/json' -H "Idempotency-Key: $(uuidgen)" -d '{
  "amount": 10000, "paymentMethod": "credit_card", "installments": 1,
  "card": { "number": "4111111111111111", "holderName": "MARIA DA SILVA", "expirationMonth": 12, "expirationYear": 2030, "cvv": "123" },
  "customer": { "name": "Maria da Silva", "email": "maria@example.com", "document": { "number": "52998224725", "type": "cpf" } },
  "items": [{ "title": "Camiseta", "unitPrice": 10000, "quantity": 1, "tangible": true }],
  "metadata": { "provider": "loja", "user_email": "loja@example.com", "order_id": "PED-1", "checkout_url": "https://loja.example/checkout", "shop_url": "https://loja.example" }
}'`}</Code>
            <p>
              The answer is the Transaction, status <code className={c}>paid</code>, with its{" "}
              <code className={c}>fee</code> and <code className={c}>splits</code>. A decline is not an error: 200 with{" "}
              <code className={c}>status: &quot;refused&quot;</code> and <code className={c}>refusedReason</code>.
            </p>
          </Section>

          <Section id="test-cards" title="Test cards">
            <p>
              In the sandbox these numbers give a fixed result, with any holder name, any CVV and any future expiry. Any
              other number that passes the Luhn check is approved; one that fails it is a 422{" "}
              <code className={c}>invalid_card</code>; a past expiry is refused as{" "}
              <code className={c}>expired_card</code>.
            </p>
            <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-stone-50 text-stone-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Number
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Brand
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Result
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Description
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {TEST_CARDS.map((card) => (
                    <tr key={card.number}>
                      <td className="px-3 py-2 font-mono">{card.number}</td>
                      <td className="px-3 py-2">{card.brand}</td>
                      <td className="px-3 py-2 font-mono text-xs">{outcome(card.outcome)}</td>
                      <td className="px-3 py-2">{card.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>

          <Section id="sandbox" title="Pix and boleto in the sandbox">
            <p>
              A Pix (<code className={c}>pix.qrcode</code>, a valid BR Code) or a boleto (
              <code className={c}>boleto.digitableLine</code>, valid under FEBRABAN rules) starts{" "}
              <code className={c}>waiting_payment</code>. Nobody pays it in the sandbox: you do, with the sandbox
              actions (they answer 404 in production mode):
            </p>
            <ul className="list-disc space-y-1 pl-6">
              <li>
                <code className={c}>POST /v1/transactions/{"{id}"}/sandbox/pay</code> — paid; with{" "}
                <code className={c}>{`{ "amount": 5000 }`}</code> below a boleto&apos;s amount,{" "}
                <code className={c}>partially_paid</code>
              </li>
              <li>
                <code className={c}>POST /v1/transactions/{"{id}"}/sandbox/expire</code> — the due date passes:{" "}
                <code className={c}>canceled</code>
              </li>
              <li>
                <code className={c}>POST /v1/transactions/{"{id}"}/sandbox/dispute</code> — the payer disputes a paid
                transaction of any method (card chargeback dispute, Pix MED, contested boleto):{" "}
                <code className={c}>in_protest</code>, the amount held from the recipients and refunds refused until it
                ends
              </li>
              <li>
                <code className={c}>POST /v1/transactions/{"{id}"}/sandbox/win-dispute</code> — the merchant wins:{" "}
                <code className={c}>paid</code> again, the held amount given back
              </li>
              <li>
                <code className={c}>POST /v1/transactions/{"{id}"}/sandbox/chargeback</code> — a paid or disputed
                transaction is charged back (the dispute is lost): <code className={c}>chargedback</code>
              </li>
              <li>
                <code className={c}>POST /v1/transfers/{"{id}"}/sandbox/settle</code> and{" "}
                <code className={c}>…/sandbox/fail</code> — the bank confirms or refuses a transfer
              </li>
            </ul>
            <p>
              The dashboard has the same buttons on each transaction. Every change emits its webhook, as in production.
            </p>
          </Section>

          <Section id="idempotency" title="Idempotency">
            <p>
              Send an <code className={c}>Idempotency-Key</code> header (a UUID per operation) on every POST and retry
              safely after a timeout. For 24 hours, per company: the same key and body replay the stored answer with{" "}
              <code className={c}>Idempotent-Replayed: true</code>; the same key with another body is a 422
              <code className={c}>idempotency_key_reused</code>; a retry while the first request still runs is a 409 —
              wait and retry. A 5xx is not stored, so its retry runs again.
            </p>
          </Section>

          <Section id="webhooks" title="Webhooks">
            <p>
              Every status change of a transaction or transfer is POSTed to the object&apos;s{" "}
              <code className={c}>postbackUrl</code> (signed with the company&apos;s postback secret,{" "}
              <code className={c}>GET /v1/company/webhook-secret</code>) and to each subscribed webhook endpoint (signed
              with that endpoint&apos;s secret, shown once when you create it). The body:
            </p>
            <Code>{`{ "id": 4812, "type": "transaction", "objectId": 1290, "url": "https://loja.example/webhooks/colmeia",
  "event": "transaction.paid", "createdAt": "2026-03-14T13:45:00.000Z", "data": { …the whole Transaction… } }`}</Code>
            <p>
              It is signed with{" "}
              <a className="text-brand-700 underline" href="https://www.standardwebhooks.com/">
                Standard Webhooks
              </a>
              : headers <code className={c}>webhook-id</code>
              (the event id, the same on every retry: deduplicate on it), <code className={c}>
                webhook-timestamp
              </code>{" "}
              and <code className={c}>webhook-signature</code>. Verify the
              <strong> raw</strong> body with the official library before parsing it:
            </p>
            <Code>{`import { Webhook } from "standardwebhooks"; // npm install standardwebhooks

const wh = new Webhook(process.env.COLMEIA_WEBHOOK_SECRET); // "whsec_…"

app.post("/webhooks/colmeia", express.raw({ type: "application/json" }), (req, res) => {
  let message;
  try {
    message = wh.verify(req.body, req.headers); // checks the signature and a 5-minute timestamp window
  } catch {
    return res.status(400).end();
  }
  if (!alreadyProcessed(req.header("webhook-id"))) enqueue(message);
  res.status(200).end(); // within 10 s; anything else is retried for about three days
});`}</Code>
            <p>
              Delivery is at least once, retried with exponential backoff (15 attempts over about three days), and every
              attempt is in the delivery log (<code className={c}>GET /v1/webhook-deliveries</code>, or{" "}
              <em>Webhooks</em> in the dashboard), from where it can be resent.
            </p>
          </Section>

          <Section id="errors" title="Errors">
            <p>
              Always JSON <code className={c}>{`{ "message", "code", "details" }`}</code> (plus{" "}
              <code className={c}>resource</code> on 404) and an <code className={c}>x-request-id</code> header. Branch
              on <code className={c}>code</code>; <code className={c}>message</code> is for people. A 400 lists what is
              wrong in <code className={c}>details.issues</code> as
              <code className={c}>{`{ path, message }`}</code>, with paths like{" "}
              <code className={c}>customer.document.number</code>.
            </p>
            <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-stone-50 text-stone-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Codes
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {codesByStatus.map(([status, codes]) => (
                    <tr key={status}>
                      <td className="px-3 py-2 font-mono">{status}</td>
                      <td className="px-3 py-2 font-mono text-xs">{codes.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>

          <Section id="lists" title="Lists and paging">
            <p>
              Lists are bare JSON arrays, newest first, with <code className={c}>limit</code> (default 20, max 100) and{" "}
              <code className={c}>offset</code> or <code className={c}>page</code>; the total is in the{" "}
              <code className={c}>X-Total-Count</code> header. Filters that take several values take a comma list:
              <code className={c}>GET /v1/transactions?status=paid,refunded&amp;paymentMethods=pix</code>.
            </p>
          </Section>

          <Section id="receipts" title="Receipts (PDF)">
            <p>
              A transaction&apos;s payment receipt (comprovante) and a transfer&apos;s receipt come from the same
              address as their JSON, asked for with <code className={c}>Accept: application/pdf</code> (ranked above{" "}
              <code className={c}>application/json</code>; without it, or on a tie, the answer stays JSON):
            </p>
            <Code>{`curl -u "$SECRET_KEY:x" -H "Accept: application/pdf" \\
  -o comprovante.pdf https://colmeia.example/v1/transactions/1290`}</Code>
            <p>
              The receipt names your company, the amounts, fee and net, the payer&apos;s masked document and the
              method&apos;s identifiers (authorization code, Pix end-to-end id, nosso número), and prints an address
              under <code className={c}>/verify/</code> where anyone holding it can confirm it is genuine.
            </p>
          </Section>
        </article>
      </main>
    </div>
  );
}
