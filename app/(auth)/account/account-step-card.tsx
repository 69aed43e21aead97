import Link from "next/link";
import type { ReactNode } from "react";

import { getTranslations } from "@/lib/i18n/server";

import { AuthCard } from "../auth-card";
import { SignOutLink } from "./sign-out-link";

/**
 * An account page (password, two-step sign-in). When it is a step the user must take before
 * anything else (`requiredNotice`), it says so and offers only to sign out; otherwise the way back.
 */
export async function AccountStepCard(props: {
  heading: string;
  subheading: string;
  requiredNotice: string | null;
  children: ReactNode;
}) {
  const t = await getTranslations("account");
  const footer = props.requiredNotice ? (
    <SignOutLink />
  ) : (
    <Link href="/overview" className="font-medium text-brand-800 underline underline-offset-2">
      {t("backToDashboard")}
    </Link>
  );
  return (
    <AuthCard heading={props.heading} subheading={props.subheading} footer={footer}>
      {props.requiredNotice && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
          {props.requiredNotice}
        </p>
      )}
      {props.children}
    </AuthCard>
  );
}
