"use client";

import { type ReactNode, useRef } from "react";

import { Button } from "@/components/ui/button";

import type { ControlProps } from "./form-field";

type Props = {
  /** the field's id and aria attributes (FormField's render prop) */
  control: ControlProps;
  accept: string;
  multiple?: boolean;
  buttonLabel: string;
  /** what is chosen now, in the page's words */
  status: ReactNode;
  onChange: (files: File[]) => void;
  /** e.g. a "remove" button, after the status */
  children?: ReactNode;
};

// A file field in the page's language: the browser's own file button speaks the browser's language,
// so the input stays out of sight (labelled, out of the tab order) and our button opens it.
export function FilePicker({ control, accept, multiple, buttonLabel, status, onChange, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        {...control}
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          onChange(Array.from(e.target.files ?? []));
          // choosing the same file again after removing it must fire again
          e.target.value = "";
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={control["aria-describedby"]}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      <span className="text-sm text-stone-600">{status}</span>
      {children}
    </div>
  );
}
