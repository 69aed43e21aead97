import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { createUserSchema, listUsersQuerySchema } from "@/lib/schemas/users";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";

// GET /v1/users – the company's dashboard logins (any signed-in role)
export const GET = withAuth(
  { role: "viewer", sessionOnly: true, query: listUsersQuerySchema },
  async ({ companyId, query }) => respondList(await listUsers({ companyId, query })),
);

// POST /v1/users – a new login; admins add admins and viewers, only owners add owners
export const POST = withAuth({ role: "admin", sessionOnly: true, body: createUserSchema }, async (ctx) => {
  const actor = ctx.principal;
  const created = await createUser({
    companyId: ctx.companyId,
    actorRole: actor.role,
    input: ctx.body,
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
