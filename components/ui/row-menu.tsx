"use client";

import Link from "next/link";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { buttonClasses } from "./button";
import { cn } from "./cn";

export type RowMenuItem = {
  label: string;
  /** the accessible name, when the visible label needs the row's name beside it */
  ariaLabel?: string;
  tone?: "danger";
} & ({ href: string; external?: boolean } | { onSelect: () => void });

// One button per row that opens its actions (the ARIA menu button pattern): Enter, Space or the arrow
// keys open it on the first item, the arrows move, Escape or Tab close it and give focus back, a
// click outside closes it.
export function RowMenu({ label, buttonText, items }: { label: string; buttonText: string; items: RowMenuItem[] }) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onDown = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [isOpen]);

  function close(returnFocus = true) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onMenuKey(e: KeyboardEvent) {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "Tab") close(false);
    else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : entries.length - 1;
      entries[(at + step) % entries.length]?.focus();
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      entries[e.key === "Home" ? 0 : entries.length - 1]?.focus();
    }
  }

  const itemClass = (item: RowMenuItem) =>
    cn(
      "block w-full px-3 py-2 text-left text-sm hover:bg-stone-100 focus:bg-stone-100 focus:outline-none",
      item.tone === "danger" ? "text-red-800" : "text-stone-800",
    );

  return (
    <div className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {buttonText} <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-20 mt-1 min-w-48 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-stone-200"
        >
          {items.map((item) =>
            "href" in item ? (
              item.external ? (
                <a
                  key={item.label}
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={item.ariaLabel}
                  className={itemClass(item)}
                  onClick={() => close(false)}
                >
                  {item.label}
                </a>
              ) : (
                <Link
                  key={item.label}
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  aria-label={item.ariaLabel}
                  className={itemClass(item)}
                  onClick={() => close(false)}
                >
                  {item.label}
                </Link>
              )
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-label={item.ariaLabel}
                className={itemClass(item)}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
