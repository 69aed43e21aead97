"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useDeferredValue, useEffect, useState } from "react";
import { useTranslations } from "use-intl";

import { StatusBadge } from "@/components/transactions/status-badge";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/client/api-client";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import type { SearchResults } from "@/lib/schemas/search";

type Hit = { href: string; label: string; detail?: string; status?: string };

type Labels = {
  transactions: string;
  customers: string;
  paymentLinks: string;
  transfers: string;
  transaction: (id: number, amount: string) => string;
  transfer: (id: number, amount: string) => string;
  seeAll: (list: SearchResults["transactionLists"][number]) => string;
};

function hitsOf(r: SearchResults | undefined, l: Labels) {
  if (!r) return [];
  return [
    {
      title: l.transactions,
      hits: r.transactions.map<Hit>((x) => ({
        href: `/transactions/${x.id}`,
        label: l.transaction(x.id, formatBRL(x.amount)),
        detail: [x.customerName, x.cardLastDigits && `•••• ${x.cardLastDigits}`, formatDateBR(x.createdAt)]
          .filter(Boolean)
          .join(" · "),
        status: x.status,
      })),
      // the list filtered the way the query matched, with every match, not only the five shown
      more: r.transactionLists.map((list) => ({
        href: `/transactions?${new URLSearchParams(list.query)}`,
        label: l.seeAll(list),
      })),
    },
    {
      title: l.customers,
      hits: r.customers.map<Hit>((x) => ({ href: `/customers/${x.id}`, label: x.name, detail: x.email })),
    },
    {
      title: l.paymentLinks,
      hits: r.paymentLinks.map<Hit>((x) => ({ href: `/payment-links/${x.id}`, label: x.title, detail: x.alias })),
    },
    {
      title: l.transfers,
      hits: r.transfers.map<Hit>((x) => ({
        href: `/transfers/${x.id}`,
        label: l.transfer(x.id, formatBRL(x.amount)),
      })),
    },
  ].filter((group) => group.hits.length > 0);
}

// ⌘K / Ctrl+K anywhere in the dashboard (or the button) opens one box for ids, amounts, cards,
// customers, links and transfers (GET /v1/search); Enter opens the first match.
export function GlobalSearch() {
  const t = useTranslations("globalSearch");
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const typed = useDeferredValue(q.trim());
  // two characters at least, except a whole number: transaction 7 is found by its id
  const isQuery = typed.length >= 2 || /^\d+$/.test(typed);
  const results = useQuery({
    queryKey: ["search", typed],
    queryFn: ({ signal }) => apiFetch<SearchResults>("/search", { query: { q: typed }, signal }),
    enabled: isOpen && isQuery,
    staleTime: 5_000,
  });
  const groups = hitsOf(isQuery ? results.data : undefined, {
    transactions: t("transactions"),
    customers: t("customers"),
    paymentLinks: t("paymentLinks"),
    transfers: t("transfers"),
    transaction: (id, amount) => t("transaction", { id: String(id), amount }),
    transfer: (id, amount) => t("transfer", { id: String(id), amount }),
    seeAll: (list) =>
      list.match === "amount"
        ? t("seeAllAmount", { count: list.total, amount: formatBRL(Number(list.query.amountFrom)) })
        : t("seeAllCard", { count: list.total, digits: list.query.cardLastDigits }),
  });

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen(true);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function close() {
    setOpen(false);
    setQ("");
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={t("openLabel")}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-sm text-stone-600 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
      >
        <span>{t("open")}</span>
        <kbd className="rounded bg-stone-100 px-1.5 text-xs text-stone-600">Ctrl K</kbd>
      </button>
      <Dialog isOpen={isOpen} onClose={close} title={t("title")} titleId="busca-global-titulo" description={t("hint")}>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            const first = groups[0]?.hits[0];
            if (first) {
              close();
              router.push(first.href);
            }
          }}
        >
          <label htmlFor="busca-global" className="sr-only">
            {t("label")}
          </label>
          {/* text, not search: Esc in a search field only clears it, and here Esc closes the box */}
          <Input
            id="busca-global"
            type="text"
            autoFocus
            autoComplete="off"
            placeholder={t("placeholder")}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </form>
        <div className="mt-3 max-h-96 space-y-4 overflow-y-auto" aria-live="polite">
          {isQuery && results.isSuccess && groups.length === 0 && (
            <p className="text-sm text-stone-600">{t("nothing", { q: typed })}</p>
          )}
          {groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h3 className="text-xs font-semibold uppercase text-stone-600">{group.title}</h3>
              <ul className="mt-1 divide-y divide-stone-100">
                {group.hits.map((hit) => (
                  <li key={hit.href}>
                    <Link
                      href={hit.href}
                      onClick={close}
                      className="flex items-center justify-between gap-3 rounded px-2 py-2 hover:bg-stone-50 focus:bg-stone-50"
                    >
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium text-stone-900">{hit.label}</span>
                        {hit.detail && <span className="block truncate text-xs text-stone-600">{hit.detail}</span>}
                      </span>
                      {hit.status && <StatusBadge status={hit.status} />}
                    </Link>
                  </li>
                ))}
                {"more" in group &&
                  group.more?.map((more) => (
                    <li key={more.href}>
                      <Link
                        href={more.href}
                        onClick={close}
                        className="block rounded px-2 py-2 text-sm font-medium text-brand-800 hover:bg-stone-50 focus:bg-stone-50"
                      >
                        {more.label} →
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </Dialog>
    </>
  );
}
