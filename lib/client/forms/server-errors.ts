import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { ApiClientError } from "@/lib/client/api-client";
import type { Locale } from "@/lib/i18n/config";

import { describeApiError } from "./messages";

type Issue = { path: string; message: string };

/**
 * Puts a failed request's validation errors back on the form: `details.issues[].path` (400) and
 * `details.field` (422) name fields ("bankAccount.agencyNumber"). Returns the message for the
 * form's own alert, or null when there is nothing more to say than the field errors.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  locale?: Locale,
): string | null {
  if (!(error instanceof ApiClientError)) return describeApiError(error, locale);
  const issues = Array.isArray(error.details.issues) ? (error.details.issues as Issue[]) : [];
  const field = typeof error.details.field === "string" ? error.details.field : undefined;
  const onFields = [...issues, ...(field && error.status === 422 ? [{ path: field, message: error.message }] : [])];
  const unplaced: Issue[] = [];
  let isFirst = true;
  for (const issue of onFields) {
    const target = fields.includes(issue.path) ? issue.path : fields.find((f) => issue.path.startsWith(`${f}.`));
    if (!target) {
      unplaced.push(issue);
      continue;
    }
    setError(target as Path<T>, { type: "server", message: issue.message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  if (onFields.length > 0 && unplaced.length === 0) return null;
  const extra = unplaced.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
  return extra ? `${describeApiError(error, locale)} (${extra})` : describeApiError(error, locale);
}
