"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "./button";

/** Copies `value` to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ value, label, copiedLabel }: { value: string; label?: string; copiedLabel?: string }) {
  const t = useTranslations("ui.copyButton");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
        {label ?? t("copy")}
      </Button>
      <span role="status" className="text-xs text-stone-600">
        {state === "copied" ? (copiedLabel ?? t("copied")) : state === "failed" ? t("failed") : ""}
      </span>
    </span>
  );
}
