import type { Config } from "tailwindcss";

// Design tokens. Loaded by app/globals.css through `@config` (Tailwind v4 ignores this file otherwise).
// This palette is the same in both themes; the colours that follow the theme (surface, card, ink, line,
// tint, link…) are CSS variables in app/globals.css.
const config: Config = {
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe6ff",
          200: "#bccfff",
          300: "#8eadff",
          400: "#5b80fb",
          500: "#3a5cf0",
          600: "#2640d9",
          700: "#1f33b0",
          800: "#1e2f8c",
          900: "#1c2c6e",
          950: "#111a42",
        },
        accent: {
          300: "#5eead4",
          400: "#2dd4bf",
          500: "#14b8a6",
          600: "#0d9488",
          700: "#0f766e",
        },
      },
      fontFamily: {
        // --font-sans: app/globals.css (the brand fonts once they are cached, metric-matched fallbacks before).
        sans: ["var(--font-sans)", "ui-sans-serif", "system-ui", "sans-serif"],
      },
      maxWidth: {
        site: "76rem",
      },
      boxShadow: {
        card: "0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18)",
        lift: "0 18px 40px -18px rgb(31 51 176 / 0.45)",
      },
      keyframes: {
        "reveal-up": {
          from: { opacity: "0", transform: "translateY(1.25rem)" },
          to: { opacity: "1", transform: "none" },
        },
      },
    },
  },
};

export default config;
