"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

type Step = "company" | "bankAccount" | "apiKey" | "webhook" | "testPayment" | "goLive";
const ORDER: Step[] = ["company", "bankAccount", "apiKey", "webhook", "testPayment", "goLive"];

// Dismissed per company in this browser: it is the merchant's own reminder, not data of the account.
const key = (companyId: number) => `colmeia.gettingStarted.dismissed.${companyId}`;
const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/** The overview's getting-started checklist: steps tick themselves from what exists; gone when done or dismissed. */
export function GettingStarted({
  companyId,
  steps,
  ownRecipientId,
}: {
  companyId: number;
  steps: Record<Step, boolean>;
  ownRecipientId: number | null;
}) {
  const t = useTranslations("gettingStarted");
  const isDismissed = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key(companyId)) === "1",
    () => false,
  );
  const done = ORDER.filter((s) => steps[s]).length;
  if (isDismissed || done === ORDER.length) return null;
  const href: Record<Step, string> = {
    company: "/settings",
    bankAccount: ownRecipientId ? `/recipients/${ownRecipientId}` : "/recipients",
    apiKey: "/settings/api-keys",
    webhook: "/webhooks",
    testPayment: "/payment-links/new",
    goLive: "/settings/rails",
  };
  return (
    <Card aria-labelledby="getting-started">
      <CardHeader
        id="getting-started"
        title={t("title")}
        actions={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              window.localStorage.setItem(key(companyId), "1");
              window.dispatchEvent(new StorageEvent("storage"));
            }}
          >
            {t("dismiss")}
          </Button>
        }
      />
      <CardContent className="space-y-3">
        <p className="text-sm text-stone-600">{t("progress", { done, total: ORDER.length })}</p>
        <ol aria-label={t("listLabel")} className="space-y-2">
          {ORDER.map((step) => (
            <li key={step} className="flex items-start gap-3 text-sm">
              <span
                aria-hidden="true"
                className={
                  steps[step]
                    ? "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-green-600 text-xs text-white"
                    : "mt-0.5 size-5 shrink-0 rounded-full ring-2 ring-inset ring-stone-300"
                }
              >
                {steps[step] ? "✓" : ""}
              </span>
              <div className="min-w-0">
                <p className={steps[step] ? "text-stone-500 line-through" : "font-medium text-stone-900"}>
                  <span className="sr-only">{steps[step] ? t("doneMark") : t("todoMark")} </span>
                  {t(`steps.${step}.title`)}
                </p>
                {!steps[step] && (
                  <p className="text-stone-600">
                    {t(`steps.${step}.body`)}{" "}
                    <Link href={href[step]} className="font-medium text-brand-800 underline underline-offset-2">
                      {t(`steps.${step}.action`)}
                    </Link>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
