"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";

/**
 * A list page's filters and page, kept in the URL: the parsed search, the raw query string (to
 * notice navigation), and `go` to replace the URL with another search (no new history entry, no
 * scroll), which re-renders the list with it.
 */
export function useUrlSearch<S>(parse: (params: URLSearchParams) => S, toSearchString: (search: S) => string) {
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const search = useMemo(() => parse(new URLSearchParams(urlKey)), [parse, urlKey]);
  function go(next: S) {
    const qs = toSearchString(next);
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }
  return { search, urlKey, go };
}
