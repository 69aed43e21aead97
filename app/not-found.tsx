import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { getSessionUser } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { DashboardFrame } from "./(dashboard)/dashboard-frame";

// A page no route has (the API's unknown paths answer JSON 404s instead): inside the dashboard,
// with its navigation, for a signed-in user; on its own, pointing to the sign-in, for anyone else.
export default async function NotFound() {
  const t = await getTranslations("notFound");
  const user = await getSessionUser();
  if (!user || user.pendingStep)
    return (
      <main id="conteudo" className="mx-auto max-w-xl px-4 py-16">
        <NotFoundPanel title={t("title")} body={t("body")} backHref="/login" backLabel={t("toLogin")} />
      </main>
    );
  return (
    <DashboardFrame user={user}>
      <NotFoundPanel title={t("title")} body={t("body")} backHref="/overview" backLabel={t("toOverview")} />
    </DashboardFrame>
  );
}
