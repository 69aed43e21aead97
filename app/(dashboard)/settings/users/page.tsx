import type { Metadata } from "next";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { UsersSection } from "./users-section";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("usersTitle") };
}

// /settings/users – the company's dashboard logins: GET/POST /v1/users, PATCH/DELETE /v1/users/{id}
export default async function UsersPage() {
  const user = await requireSession();
  return <UsersSection currentUser={{ id: user.id, role: user.role }} />;
}
