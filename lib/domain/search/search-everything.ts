import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { customerMatch } from "@/lib/domain/customers/search-customers";
import { prisma } from "@/lib/platform/db";
import type { SearchResults } from "@/lib/schemas/search";

const TAKE = 5;

// "89,90", "R$ 1.234,56", "1234.5" → cents; "89" → 8900 (reais, as a person types an amount).
export function amountOf(q: string): number | null {
  const text = q.replace(/^R\$\s*/i, "").trim();
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const normal = /,\d{1,2}$/.test(text) ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  const cents = Math.round(Number(normal) * 100);
  return Number.isSafeInteger(cents) && cents > 0 && cents <= 2_147_483_647 ? cents : null;
}

/** GET /v1/search: up to five of each kind, newest first, for what was typed. */
export async function searchEverything({ companyId, q }: { companyId: number; q: string }): Promise<SearchResults> {
  const digits = /^\d{1,10}$/.test(q) ? Number(q) : null;
  const id = digits !== null && digits >= 1 && digits <= 2_147_483_647 ? digits : null;
  const amount = amountOf(q);
  const lastFour = /^\d{4}$/.test(q) ? q : null;
  const transactionWhere = [
    ...(id ? [{ id }] : []),
    ...(amount ? [{ amount }] : []),
    ...(lastFour ? [{ card: { lastDigits: lastFour } }] : []),
  ];
  // the list filters each kind of match stands for, and how many transactions each has
  type List = Omit<SearchResults["transactionLists"][number], "total"> & { where: Prisma.TransactionWhereInput };
  const lists: List[] = [
    ...(lastFour
      ? [
          {
            match: "cardLastDigits" as const,
            query: { cardLastDigits: lastFour },
            where: { card: { lastDigits: lastFour } },
          },
        ]
      : []),
    ...(amount
      ? [
          {
            match: "amount" as const,
            query: { amountFrom: String(amount), amountTo: String(amount) },
            where: { amount },
          },
        ]
      : []),
  ];
  const text = q.toLowerCase();
  const counted = Promise.all(
    lists.map(async ({ where, ...l }) => ({
      ...l,
      total: await prisma.transaction.count({ where: { companyId, ...where } }),
    })),
  );
  const [transactions, customers, paymentLinks, transfers] = await Promise.all([
    transactionWhere.length
      ? prisma.transaction.findMany({
          where: { companyId, OR: transactionWhere },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: TAKE,
          select: {
            id: true,
            amount: true,
            status: true,
            paymentMethod: true,
            customerName: true,
            createdAt: true,
            card: { select: { lastDigits: true } },
          },
        })
      : [],
    prisma.customer.findMany({
      where: { companyId, ...customerMatch(q) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: TAKE,
      select: { id: true, name: true, email: true },
    }),
    prisma.paymentLink.findMany({
      where: {
        companyId,
        status: { not: "deleted" },
        OR: [{ alias: { startsWith: text, mode: "insensitive" } }, { title: { contains: q, mode: "insensitive" } }],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: TAKE,
      select: { id: true, title: true, alias: true },
    }),
    id
      ? prisma.transfer.findMany({
          where: { companyId, id },
          take: TAKE,
          select: { id: true, amount: true, status: true },
        })
      : [],
  ]);
  return {
    transactions: transactions.map((t) => ({
      id: t.id,
      amount: t.amount,
      status: t.status,
      paymentMethod: t.paymentMethod,
      customerName: t.customerName,
      cardLastDigits: t.card?.lastDigits ?? null,
      createdAt: t.createdAt.toISOString(),
    })),
    customers,
    paymentLinks,
    transfers,
    transactionLists: (await counted).filter((l) => l.total > 0),
  };
}
