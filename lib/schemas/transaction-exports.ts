import { listTransactionsQuerySchema } from "./transactions";

// GET /v1/transactions/export.csv takes the list's filters; it pages by itself (newest first), so
// no paging and no sort.
export const exportTransactionsQuerySchema = listTransactionsQuerySchema.omit({
  limit: true,
  offset: true,
  page: true,
  sort: true,
});
