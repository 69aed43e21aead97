import { listTransactionsQuerySchema } from "./transactions";

// GET /v1/transactions/export.csv takes the list's filters; it pages by itself, so no paging.
export const exportTransactionsQuerySchema = listTransactionsQuerySchema.omit({
  limit: true,
  offset: true,
  page: true,
});
