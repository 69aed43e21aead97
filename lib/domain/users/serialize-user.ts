import "server-only";

import type { User as UserRow } from "@/generated/prisma/client";
import type { User } from "@/lib/schemas/users";

// The public User shape: never the password hash.
export function toUser(u: UserRow): User {
  return { id: u.id, name: u.name, email: u.email, role: u.role, createdAt: u.createdAt.toISOString() };
}
