import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseQuery, parseWith } from "@/lib/api/parse";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { createUserSchema, listUsersQuerySchema } from "@/lib/schemas/users";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";

// GET /v1/users – the company's dashboard logins (any signed-in role)
export const GET = withAuth(async ({ companyId, principal, searchParams }) => {
  requireDashboardUser(principal);
  return respondList(await listUsers({ companyId, query: parseQuery(listUsersQuerySchema, searchParams) }));
});

// POST /v1/users – a new login; admins add admins and viewers, only owners add owners
export const POST = withAuth(async (ctx) => {
  const actor = requireDashboardUser(ctx.principal);
  const created = await createUser({
    companyId: ctx.companyId,
    actorRole: actor.role,
    input: parseWith(createUserSchema, ctx.body ?? {}),
  });
  await recordAudit(prisma, {
    ...auditBy(ctx),
    action: "user.create",
    objectType: "user",
    objectId: created.id,
    after: { email: created.email, name: created.name, role: created.role },
  });
  return respond(created);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
