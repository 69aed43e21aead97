"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's handlers are
 * attached. A button that acts only through JavaScript stays disabled until then, so a click on
 * the server-rendered page is never silently lost.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
