// Loaded by challenge-field.tsx on the first touch of a form: ALTCHA's CSP-friendly build (no inline
// workers or styles), its SHA-256 worker as a file of our own origin, and our words from content/.
import "altcha/external";
import "altcha/altcha.css";

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { set: (lang: string, words: Record<string, string>) => void };
}

export function mountAltcha(
  box: HTMLElement,
  { endpoint, locale, copy }: { endpoint: string; locale: string; copy: Record<string, string> },
) {
  const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
  if (!altcha.algorithms.has("SHA-256")) {
    altcha.algorithms.set("SHA-256", () => new Worker(new URL("altcha/workers/sha", import.meta.url)));
  }
  altcha.i18n.set(locale, { ...copy, footer: "", ariaLinkLabel: "" });
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", endpoint);
  widget.setAttribute("name", "altcha");
  widget.setAttribute("language", locale);
  widget.setAttribute("auto", "onload");
  widget.setAttribute("configuration", JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 0 }));
  box.append(widget);
}
