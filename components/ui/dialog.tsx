"use client";

import { type ReactNode, useEffect, useRef } from "react";

type Props = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Esc and makes the page
 * behind it inert. Focus goes back to what opened it.
 */
export function Dialog({ isOpen, onClose, title, titleId, description, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  function onDialogClose() {
    onClose();
    openerRef.current?.focus();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-stone-900 shadow-xl ring-1 ring-stone-200 backdrop:bg-stone-900/50"
    >
      {isOpen && (
        <div className="p-5">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-stone-600">{description}</div>}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
