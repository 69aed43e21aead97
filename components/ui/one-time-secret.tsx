"use client";

import { Button } from "./button";
import { CopyButton } from "./copy-button";

type Props = {
  message: string;
  secret: string;
  secretLabel: string;
  copyLabel: string;
  dismissLabel: string;
  testId?: string;
  onDismiss: () => void;
};

/** A secret right after it was created (or rotated): the only time the API returns it, so copy it now. */
export function OneTimeSecret({ message, secret, secretLabel, copyLabel, dismissLabel, testId, onDismiss }: Props) {
  return (
    <div role="status" className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="text-sm font-medium text-amber-950">{message}</p>
      <code
        className="block break-all rounded-md bg-white px-3 py-2 font-mono text-sm text-stone-900 ring-1 ring-stone-200"
        data-testid={testId}
        aria-label={secretLabel}
      >
        {secret}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton value={secret} label={copyLabel} />
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {dismissLabel}
        </Button>
      </div>
    </div>
  );
}
