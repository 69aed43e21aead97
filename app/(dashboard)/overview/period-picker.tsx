"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { periodDays } from "@/lib/formats/time";
import { MAX_REPORT_DAYS } from "@/lib/schemas/reports";

import { type Period, type PeriodKey, PERIODS } from "./period";

type Props = { period: Period; today: string; onChange: (next: Period) => void };
// why a custom period cannot apply yet (translated when shown)
type DateError = "missingDates" | "fromAfterTo" | "tooLong";

/** Hoje / 7 / 30 / 90 dias as a radio group, and two dates for a custom period. */
export function PeriodPicker({ period, today, onChange }: Props) {
  const t = useTranslations("overview.period");
  const [isCustomOpen, setCustomOpen] = useState(period.key === "custom");
  const [draft, setDraft] = useState({ from: period.from, to: period.to });
  const [error, setError] = useState<DateError | null>(null);
  // the picker follows the URL when it changes elsewhere (back/forward, a link)
  const urlKey = `${period.key}:${period.from}:${period.to}`;
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    setCustomOpen(period.key === "custom");
    setDraft({ from: period.from, to: period.to });
    setError(null);
  }
  const selected: PeriodKey = isCustomOpen ? "custom" : period.key;

  function choose(key: PeriodKey) {
    if (key === "custom") {
      setCustomOpen(true);
      setDraft({ from: period.from, to: period.to });
      return;
    }
    setCustomOpen(false);
    setError(null);
    onChange({ key, from: "", to: "" });
  }

  // a custom period applies as soon as both dates make sense
  function changeDate(edge: "from" | "to", value: string) {
    const next = { ...draft, [edge]: value };
    setDraft(next);
    if (!next.from || !next.to) return setError("missingDates");
    if (next.from > next.to) return setError("fromAfterTo");
    if (periodDays(next.from, next.to) > MAX_REPORT_DAYS) return setError("tooLong");
    setError(null);
    onChange({ key: "custom", ...next });
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-700">{t("legend")}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-stone-200">
          {PERIODS.map((p) => (
            <label
              key={p.value}
              className={cn(
                "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                selected === p.value ? "bg-brand-100 text-brand-900" : "text-stone-700 hover:bg-stone-100",
              )}
            >
              <input
                type="radio"
                name="periodo"
                value={p.value}
                className="sr-only"
                checked={selected === p.value}
                onChange={() => choose(p.value)}
              />
              {t(p.value)}
            </label>
          ))}
        </div>
      </fieldset>
      {isCustomOpen && (
        <div className="flex flex-wrap items-start gap-3">
          <FormField label={t("from")} id="periodo-de" className="w-40">
            <Input
              id="periodo-de"
              type="date"
              value={draft.from}
              max={draft.to || today}
              aria-describedby={error ? "periodo-erro" : undefined}
              onChange={(e) => changeDate("from", e.target.value)}
            />
          </FormField>
          <FormField label={t("to")} id="periodo-ate" className="w-40">
            <Input
              id="periodo-ate"
              type="date"
              value={draft.to}
              min={draft.from}
              aria-describedby={error ? "periodo-erro" : undefined}
              onChange={(e) => changeDate("to", e.target.value)}
            />
          </FormField>
          {error && (
            <p id="periodo-erro" role="alert" className="basis-full text-sm text-red-700">
              {t(error, { max: MAX_REPORT_DAYS })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
