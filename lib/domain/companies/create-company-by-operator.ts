import "server-only";

import { keyPrefix } from "@/lib/domain/api-keys/key-material";
import { recordAudit } from "@/lib/domain/audit/record-audit";
import { queueAccountLink } from "@/lib/domain/email/queue-account-link";
import { issuePasswordSetup } from "@/lib/domain/users/password-setup";
import { formatDocument } from "@/lib/formats/documents";
import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import type { OperatorCompanyInput } from "@/lib/schemas/operator-company";

import { createCompanyIn, ownerPasswordHash } from "./create-company";

/**
 * npm run company:create (docs/security.md, "Production bootstrap"): a company as sign-up makes it
 * (its own recipient, default pricing, its owner), live in production mode. The owner gets the
 * operator's password, or a one-time link to choose one (printed, and e-mailed to the owner); a
 * secret key only when asked. One
 * database transaction: a refused or failed run writes nothing. Audited as done by the system.
 */
export async function createCompanyByOperator(input: OperatorCompanyInput) {
  const email = input.ownerEmail.trim().toLowerCase();
  const passwordHash = await ownerPasswordHash(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      const sameDocument = await tx.company.findFirst({
        where: { documentNumber: input.documentNumber },
        select: { id: true },
      });
      if (sameDocument)
        throw new ApiError(
          "unprocessable_entity",
          `a company with the document ${formatDocument(input.documentNumber)} already exists (company ${sameDocument.id})`,
          { field: "documentNumber" },
        );
      if (await tx.user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken(email);
      const made = await createCompanyIn(
        tx,
        {
          legalName: input.legalName,
          tradeName: input.legalName,
          documentNumber: input.documentNumber,
          ownerName: input.ownerName ?? email.split("@")[0],
          email,
          password: input.password,
          hasApiKey: input.hasApiKey,
          mode: env.isSandbox ? "test" : "live",
        },
        passwordHash,
      );
      const link = input.password ? null : await issuePasswordSetup(tx, made.ownerId);
      // the link goes to the owner by e-mail too (docs/email.md, member_invite); still printed once
      if (link)
        await queueAccountLink(tx, {
          kind: "member_invite",
          user: { id: made.ownerId, email, companyId: made.company.id },
          link,
        });
      await recordAudit(tx, {
        companyId: made.company.id,
        actor: { kind: "system" },
        action: "company.create",
        objectType: "company",
        objectId: made.company.id,
        after: {
          legalName: made.company.legalName,
          documentNumber: made.company.documentNumber,
          sandbox: made.company.sandbox,
          owner: email,
          passwordBy: link ? "link" : "operator",
          apiKey: made.apiKey ? keyPrefix(made.apiKey) : null,
        },
      });
      return { ...made, email, link };
    });
  } catch (error) {
    // another run took the e-mail between the check and the insert
    if (isUniqueViolation(error)) throw emailTaken(email);
    throw error;
  }
}

const emailTaken = (email: string) =>
  new ApiError("unprocessable_entity", `a user with the e-mail ${email} already exists`, { field: "ownerEmail" });
