import type { Metadata } from "next";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { ApiKeysSection } from "./api-keys-section";
import { PublicKeyCard } from "./public-key-card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("apiKeysTitle") };
}

// /settings/api-keys – the public key (checkout) and the secret keys: GET/POST/DELETE /v1/api-keys (owners)
export default async function ApiKeysPage() {
  const user = await requireSession();
  const isOwner = user.role === "owner";
  const t = await getTranslations("apiKeys");
  return (
    <div className="space-y-6">
      <PublicKeyCard />
      {isOwner ? (
        <ApiKeysSection />
      ) : (
        <p className="rounded-lg bg-white px-4 py-6 text-sm text-stone-700 shadow-sm ring-1 ring-stone-200">
          {t("ownersOnly")}
        </p>
      )}
    </div>
  );
}
