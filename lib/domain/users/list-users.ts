import "server-only";

import type { z } from "zod";

import { prisma } from "@/lib/platform/db";
import { pageWindow } from "@/lib/schemas/common";
import type { listUsersQuerySchema } from "@/lib/schemas/users";

import { toUser } from "./serialize-user";

// GET /v1/users: the company's dashboard logins, oldest first (the founder on top).
export async function listUsers({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listUsersQuerySchema>;
}) {
  const where = { companyId };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageWindow(query) }),
    prisma.user.count({ where }),
  ]);
  return { data: rows.map(toUser), total };
}
