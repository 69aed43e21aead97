// Bulk rows for the benchmarks: N transactions (with one item each) over 1,000 customers and the
// last 90 days, across methods, statuses, installments and delivery states, inserted with
// generate_series in batches so a million rows take minutes, not hours.

export type Sql = { exec(sql: string): Promise<unknown>; one<T>(sql: string): Promise<T> };

// g is cast to bigint where it is multiplied: g · 104729 passes 2^31 from row 20,506 on.
const BATCH = 50_000;

export async function bulkSeed(
  db: Sql,
  opts: { companyId: number; rows: number; onProgress: (done: number) => void; onIndexing?: () => void },
) {
  const { companyId, rows } = opts;
  // Bulk-load practice: drop the secondary indexes of the two tables, insert, build them again.
  // Keeping a dozen random-order B-trees up to date row by row is what made big seeds slow.
  const { list } = await db.one<{ list: { name: string; def: string }[] | null }>(`
    SELECT json_agg(json_build_object('name', indexname, 'def', indexdef)) AS list FROM pg_indexes
    WHERE schemaname = 'public' AND tablename IN ('Transaction', 'TransactionItem') AND indexname NOT LIKE '%_pkey'`);
  const indexes = list ?? [];
  for (const i of indexes) await db.exec(`DROP INDEX "${i.name}"`);
  await db.exec(`
    INSERT INTO "Customer" ("companyId", "name", "email", "documentNumber", "documentType", "phone", "updatedAt")
    SELECT ${companyId}, 'Cliente ' || g, 'cliente' || g || '@bench.example.com', lpad(g::text, 11, '0'), 'cpf', '119' || lpad(g::text, 8, '0'), now()
    FROM generate_series(1, 1000) g`);
  const { min } = await db.one<{ min: number }>(
    `SELECT min(id) AS min FROM "Customer" WHERE "companyId" = ${companyId}`,
  );
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    // items come from the RETURNING of the same statement: looking the new rows up afterwards
    // made every batch rescan the company's rows (quadratic: a million rows took minutes)
    await db.exec(`
      WITH t AS (
      INSERT INTO "Transaction" ("companyId", "customerId", "customerName", "customerEmail", "customerDocument", "customerPhone",
        "amount", "installments", "paymentMethod", "status", "metadata", "traceable", "deliveryStatus", "secureId",
        "paidAmount", "paidAt", "feeEstimated", "netAmount", "createdAt", "updatedAt")
      SELECT ${companyId}, c.id, c.name, c.email, c."documentNumber", c.phone,
        1000 + (g::bigint * 7919) % 50000,
        CASE WHEN g % 3 = 0 THEN 1 + (g / 3) % 12 ELSE 1 END,
        (ARRAY['credit_card', 'pix', 'boleto'])[1 + g % 3]::"PaymentMethod",
        (ARRAY['paid', 'paid', 'paid', 'refused', 'waiting_payment', 'refunded', 'canceled', 'chargedback'])[1 + (g / 3) % 8]::"TransactionStatus",
        '{"provider":"bench","user_email":"loja@example.com","order_id":"1","checkout_url":"https://loja","shop_url":"https://loja"}'::jsonb,
        g % 5 = 0, CASE WHEN g % 5 = 0 THEN (ARRAY['waiting', 'in_transit', 'delivered'])[1 + g % 3]::"DeliveryStatus" END,
        'bench' || ${companyId} || 'x' || g,
        0, NULL, 100, 900 + (g::bigint * 7919) % 50000,
        now() - ((g::bigint * 104729) % (90 * 86400)) * interval '1 second', now()
      FROM generate_series(${from}, ${to}) g
      JOIN "Customer" c ON c.id = ${min} + (g % 1000)
      RETURNING "id", "amount")
      INSERT INTO "TransactionItem" ("transactionId", "title", "unitPrice", "quantity", "tangible")
      SELECT "id", 'Produto', "amount", 1, true FROM t`);
    opts.onProgress(to);
  }
  opts.onIndexing?.();
  for (const i of indexes) await db.exec(i.def);
  // what autovacuum would do to a table this size: statistics, and the visibility map that lets
  // list pages read ids from the indexes alone
  await db.exec(`VACUUM ANALYZE "Transaction"`);
  await db.exec(`ANALYZE`);
}
