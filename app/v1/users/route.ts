import { auditBy } from "@/lib/domain/audit/record-audit";
import { createUser } from "@/lib/domain/users/create-user";
import { listUsers } from "@/lib/domain/users/list-users";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createUserSchema, listUsersQuerySchema } from "@/lib/schemas/users";

// GET /v1/users – the company's dashboard logins (any signed-in role)
export const GET = withAuth(
  { role: "viewer", sessionOnly: true, query: listUsersQuerySchema },
  async ({ companyId, query }) => respondList(await listUsers({ companyId, query })),
);

// POST /v1/users – a new login; admins add admins and viewers, only owners add owners
export const POST = withAuth({ role: "admin", sessionOnly: true, body: createUserSchema }, async (ctx) =>
  respond(
    await createUser({ companyId: ctx.companyId, actorRole: ctx.principal.role, input: ctx.body, by: auditBy(ctx) }),
  ),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
