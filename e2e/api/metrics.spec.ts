import { expect, test, transactionBody } from "../fixtures";

// GET /metrics (docs/operations.md, Metrics): the sandbox servers answer it openly. A payment shows
// up in the request, payment and rail counters, with route patterns for labels (never ids), and
// nothing a merchant sent (keys, card numbers) ever appears in it.
const sample = (text: string, series: string): number => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

test("a card payment moves the request, payment and rail counters; no id, key or card number in any label", async ({
  merchant,
  baseURL,
}) => {
  const scrape = async () => {
    const res = await fetch(`${baseURL}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    return res.text();
  };
  const before = await scrape();
  const paid = await (await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
  expect(paid.status).toBe("paid");
  await merchant.api.get(`/v1/transactions/${paid.id}`);
  const after = await scrape();

  const created = 'colmeia_http_requests_total{method="POST",route="/v1/transactions",status="200"}';
  expect(sample(after, created)).toBeGreaterThan(sample(before, created));
  const payments = 'colmeia_payments_total{method="credit_card",status="paid"}';
  expect(sample(after, payments)).toBeGreaterThan(sample(before, payments));
  const railCalls = 'colmeia_rail_calls_total{rail="card",provider="sandbox",result="2xx"}';
  expect(sample(after, railCalls)).toBeGreaterThan(sample(before, railCalls));
  // the transaction's own page is counted under its pattern, not its id
  expect(after).toContain('route="/v1/transactions/{id}"');
  expect(after).not.toContain(`/v1/transactions/${paid.id}"`);
  // the latency histograms and what is read at scrape time
  expect(after).toMatch(
    /^colmeia_http_request_duration_seconds_bucket\{le="0.05",method="POST",route="\/v1\/transactions"\} \d+$/m,
  );
  expect(after).toMatch(/^colmeia_rail_call_duration_seconds_count\{rail="card",provider="sandbox"\} \d+$/m);
  expect(after).toMatch(/^colmeia_webhook_backlog\{name="pending"\} \d+$/m);
  expect(after).toMatch(/^colmeia_background_last_success_timestamp_seconds\{loop="[a-z-]+"\} \d/m);
  expect(after).not.toContain(merchant.apiKey);
  expect(after).not.toContain("4111111111111111");
});
