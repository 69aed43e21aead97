import { ApiError } from "@/lib/api/errors";

// Aliases are unique across every company (they are public URLs): a taken one is a 422 on the field.
export function aliasTaken(alias: string) {
  return new ApiError("unprocessable_entity", `The alias "${alias}" is already in use`, { field: "alias", alias });
}
