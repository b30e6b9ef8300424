// Where the PHP form scripts live. Empty by default (same origin as the site); set
// NEXT_PUBLIC_FORM_ORIGIN at build time (e.g. https://forms.example.com) when they run on another host.
const origin = (process.env.NEXT_PUBLIC_FORM_ORIGIN ?? "").replace(/\/$/, "");

export const formEndpoint = (script: "contact.php" | "book-demo.php" | "newsletter.php" | "challenge.php") =>
  `${origin}/assets/phpscripts/${script}`;
