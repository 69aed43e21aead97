import type { UserRole } from "@/lib/schemas/users";

// Role names are the "roles" messages (common.json) and their hints "users.roleHints", both keyed by role.

/** The roles a user may hand out: only owners grant owner. */
export function assignableRoles(actor: UserRole): UserRole[] {
  return actor === "owner" ? ["owner", "admin", "viewer"] : ["admin", "viewer"];
}
