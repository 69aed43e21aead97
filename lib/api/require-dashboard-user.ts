import { ApiError } from "@/lib/errors";

import type { Principal } from "./with-auth";

// Keys and logins are managed by a person signed in to the dashboard, never with an API key:
// a leaked secret key must not be able to mint more keys or open a dashboard account.
export function requireDashboardUser(principal: Principal): Extract<Principal, { kind: "session" }> {
  if (principal.kind !== "session")
    throw new ApiError(
      "forbidden",
      "API keys and users are managed from the dashboard (signed-in session), not with an API key",
    );
  return principal;
}
