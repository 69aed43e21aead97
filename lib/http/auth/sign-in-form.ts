import "server-only";

import { ApiError } from "@/lib/platform/errors";

/**
 * The sign-in form, parsed once, so the account the throttle counts is the account next-auth
 * authenticates (docs/security.md, "Accounts"). Only the URL-encoded form the login page sends:
 * next-auth would also read JSON, which the throttle would not. A field given twice is refused:
 * one reader taking the first and another the last would see two different accounts.
 */
export function parseSignInForm(contentType: string | null, body: string): URLSearchParams {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? ""))
    throw new ApiError("unsupported_media_type", "Sign in with a form body (application/x-www-form-urlencoded)", {
      contentType: (contentType ?? "").slice(0, 100),
    });
  const form = new URLSearchParams(body);
  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (seen.has(name))
      throw new ApiError("bad_request", `The sign-in form has the field ${JSON.stringify(name.slice(0, 50))} twice`, {
        field: name.slice(0, 50),
      });
    seen.add(name);
  }
  return form;
}
