import { listTransactionsQuerySchema } from "./transactions";

// GET /v1/transactions/export.csv takes the list's filters and its sort (the rows come in the order
// the list shows them); it pages by itself, so no paging.
export const exportTransactionsQuerySchema = listTransactionsQuerySchema.omit({
  limit: true,
  offset: true,
  page: true,
});
