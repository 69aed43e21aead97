import type { Metadata } from "next";
import { requireSession } from "@/lib/auth/session";
import { UsersSection } from "./users-section";

export const metadata: Metadata = { title: "Usuários" };

// /settings/users – the company's dashboard logins: GET/POST /v1/users, PATCH/DELETE /v1/users/{id}
export default async function UsersPage() {
  const user = await requireSession();
  return <UsersSection currentUser={{ id: user.id, role: user.role }} />;
}
