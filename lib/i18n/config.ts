// Dashboard languages. pt-BR is the default (the merchants are Brazilian); English is switchable
// from the login page and the account menu and kept in a cookie, so URLs stay the same.
// Money stays in BRL and dates in São Paulo time in both languages (see docs/dashboard.md; the
// time zone is lib/formats/time.ts's TIME_ZONE).
export const LOCALES = ["pt-BR", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt-BR";
export const LOCALE_COOKIE = "colmeia-locale";
export const LOCALE_NAMES: Record<Locale, string> = { "pt-BR": "Português (Brasil)", en: "English" };

export function toLocale(value: string | undefined | null): Locale {
  return (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;
}
