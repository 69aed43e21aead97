import { listEmails } from "@/lib/domain/email/list-emails";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listEmailsQuerySchema } from "@/lib/schemas/email";

// GET /v1/emails – the e-mails the company sent (or logged, or is retrying), newest first
export const GET = withAuth({ role: "viewer", query: listEmailsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listEmails({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
