import { z } from "zod";

// The one error body of docs/api.md, Errors (lib/platform/errors.ts builds it). Public: the OpenAPI document
// and API clients rely on it.
export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() }).meta({ id: "ErrorIssue" });

export const ErrorSchema = z
  .object({
    message: z.string(),
    code: z
      .string()
      .meta({ description: "machine-readable code: bad_request, unauthorized, not_found, invalid_state…" }),
    // free-form; 400 carries issues, 500 the requestId to report
    details: z.looseObject({ issues: z.array(ErrorIssueSchema).optional(), requestId: z.string().optional() }),
    resource: z.string().optional().meta({ description: "on 404: the kind of object that was not found" }),
  })
  .meta({
    id: "Error",
    description: "Every failure answers this JSON body; `code` is stable, `message` is for people.",
  });
