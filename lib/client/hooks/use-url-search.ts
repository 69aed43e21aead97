"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";

/**
 * A list page's filters and page, kept in the URL: the parsed search, the raw query string (to
 * notice navigation), and `go` to move the URL to another search (no scroll), which re-renders the
 * list with it. `go` replaces the history entry unless asked to push one: a list whose filters
 * and pages the merchant walks with Back and Forward (the transactions list) pushes.
 */
export function useUrlSearch<S>(parse: (params: URLSearchParams) => S, toSearchString: (search: S) => string) {
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const search = useMemo(() => parse(new URLSearchParams(urlKey)), [parse, urlKey]);
  function go(next: S, { push = false }: { push?: boolean } = {}) {
    const qs = toSearchString(next);
    const url = qs ? `${pathname}?${qs}` : pathname;
    if (push) router.push(url, { scroll: false });
    else router.replace(url, { scroll: false });
  }
  return { search, urlKey, go };
}
