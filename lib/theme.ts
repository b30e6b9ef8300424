// The colour theme (docs/decisions/dark-theme.md). The page follows the system's prefers-color-scheme
// unless the visitor picked light or dark in the header (components/islands/theme-toggle.tsx); the choice
// is kept in localStorage and applied by the inline <head> script below as <html data-theme>, before the
// first paint, so no page shows the other theme first. The colours are CSS variables (app/globals.css).

/** localStorage key of the visitor's choice: "light" or "dark"; absent means the system's. */
export const themeKey = "theme";

export type ThemeChoice = "light" | "dark" | "system";

/** Inline <head> script: the stored choice as <html data-theme> (storage may be blocked). */
export const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(themeKey)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;

/** Without JavaScript the switch cannot work, so it is not shown (the system setting applies). */
export const noScriptThemeCss = `.theme-toggle{display:none}`;

/** Browser chrome colours for each system scheme (the header's brand blue; the dark page). */
export const themeColors = { light: "#1f33b0", dark: "#0b1120" } as const;
