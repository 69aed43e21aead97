"use client";

import { type ReactNode, useState } from "react";

import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";

type Props<S extends string> = {
  /** the search landmark's name */
  label: string;
  legend: string;
  options: { value: S; label: string }[];
  /** the statuses the URL says */
  selected: S[];
  /** changes whenever the URL does (useUrlSearch's urlKey) */
  urlKey: string;
  onChange: (status: S[]) => void;
  /** shown while any filter is on */
  clear?: { label: string; onClear: () => void };
  children?: ReactNode;
};

// A list's status checkboxes: they answer at once, the URL (and the list) follow when the
// navigation lands, and Back/Forward bring the boxes back in line with the URL.
export function StatusFilterBar<S extends string>({
  label,
  legend,
  options,
  selected,
  urlKey,
  onChange,
  clear,
  children,
}: Props<S>) {
  const [draft, setDraft] = useState(selected);
  const [draftUrlKey, setDraftUrlKey] = useState(urlKey);
  if (urlKey !== draftUrlKey) {
    setDraftUrlKey(urlKey);
    setDraft(selected);
  }
  return (
    <div
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <CheckboxGroup
        legend={legend}
        options={options}
        selected={draft}
        onChange={(status) => {
          setDraft(status as S[]);
          onChange(status as S[]);
        }}
      />
      {children}
      {clear && (
        <Button variant="ghost" size="sm" onClick={clear.onClear}>
          {clear.label}
        </Button>
      )}
    </div>
  );
}
