"use client";

import { useTranslations } from "use-intl";

import { catalogueTypes } from "@/lib/schemas/event-catalogue";

/** An event type's name in the page's language (the "eventTypes" messages of the event catalogue). */
export function useEventLabel() {
  const t = useTranslations("eventTypes");
  return (type: string): string => ((catalogueTypes as readonly string[]).includes(type) ? t(type as never) : type);
}
