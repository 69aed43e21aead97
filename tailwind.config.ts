import type { Config } from "tailwindcss";

// Tailwind 4 reads its theme from app/globals.css (@theme); this file names the content roots
// and the brand palette for tools that still look for a config.
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: { extend: { colors: { brand: { 500: "#f59e0b", 600: "#d97706", 700: "#b45309" } } } },
} satisfies Config;
