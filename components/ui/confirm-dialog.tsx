"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslations } from "use-intl";

import { Button } from "./button";

type Props = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isBusy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal confirmation on the native <dialog> (focus kept inside, Esc cancels). */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, isBusy, error, onConfirm, onCancel }: Props) {
  const t = useTranslations("ui.confirmDialog");
  const ref = useRef<HTMLDialogElement>(null);
  // one id per dialog: several on a page (one per table row) must each keep their own name
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-0 shadow-xl ring-1 ring-stone-200 backdrop:bg-stone-900/40"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <div className="space-y-3 p-5">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <div className="text-sm text-stone-700">{children}</div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-5 py-3">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t("cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isBusy}>
          {isBusy ? t("busy") : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
