import "server-only";

import { ApiError } from "@/lib/platform/errors";

// Aliases are unique across every company and whatever the case (they are public URLs, and
// /pay/{alias} resolves any case): a taken one is a 422 on the field.
export function aliasTaken(alias: string) {
  return new ApiError("unprocessable_entity", `The alias "${alias}" is already in use`, { field: "alias", alias });
}
