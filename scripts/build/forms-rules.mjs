#!/usr/bin/env node
// Writes the PHP form handlers' rules from the TypeScript sources, so they are written once:
// limits and patterns (content/forms.ts), the forms' fields, anchors and query parameters
// (components/forms/validate.ts) and the return-route allow-list, English and Arabic: each edition's
// own routes (lib/content.ts `localizedRoutes`), so an article written in one language only is
// a return route in that edition and its missing twin is not; the newsletter's mail and pages in
// both languages (`newsletterCopy` of content/forms.ts and content/ar/forms.ts); and the words of the
// CMS's sign-in window (`cmsAuthCopy` of content/cms-auth.ts and content/ar/cms-auth.ts, lib/cms-auth.php).
//   node --import tsx scripts/build/forms-rules.mjs            → out/assets/phpscripts/lib/rules.json (after next build)
//   node --import tsx scripts/build/forms-rules.mjs <web-root> → <web-root>/assets/phpscripts/lib/rules.json
// The handlers (public/assets/phpscripts/lib/) refuse every post (fail redirect + error_log) when the file is missing.
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { runMain } from "../lib/run-main.mjs";

const root = resolve(import.meta.dirname, "../..");

/** The rules object the PHP handlers read (lib/config.php, forms_rules). */
export async function buildRules() {
  const forms = await import("../../content/forms.ts");
  const formsAr = await import("../../content/ar/forms.ts");
  const { localizedRoutes } = await import("../../lib/content.ts");
  const { site } = await import("../../content/site.ts");
  const validate = await import("../../components/forms/validate.ts");
  const digest = await import("../../content/digest.ts");
  const digestAr = await import("../../content/ar/digest.ts");
  const cmsAuth = {
    en: (await import("../../content/cms-auth.ts")).cmsAuthCopy,
    ar: (await import("../../content/ar/cms-auth.ts")).cmsAuthCopy,
  };
  checkSameCopy(
    cmsAuth,
    "forms-rules: cmsAuthCopy differs between content/cms-auth.ts and content/ar/cms-auth.ts",
  );
  const [en, ar] = [localizedRoutes("en"), localizedRoutes("ar")].map((list) => list.map((r) => r.path));
  for (const list of [en, ar]) {
    if (list.length === 0 || new Set(list).size !== list.length)
      throw new Error("forms-rules: bad route registry");
  }
  const newsletter = { en: forms.newsletterCopy, ar: formsAr.newsletterCopy };
  checkSameCopy(
    newsletter,
    "forms-rules: newsletterCopy differs between content/forms.ts and content/ar/forms.ts",
  );
  // The reply to the visitor: the company's name, e-mail and phone filled in here, once.
  const fill = (text) =>
    text
      .replaceAll("{site}", String(site.name))
      .replaceAll("{email}", String(site.email))
      .replaceAll("{phone}", String(site.phone));
  const reply = Object.fromEntries(
    Object.entries({ en: forms.replyCopy, ar: formsAr.replyCopy }).map(([lang, copy]) => [
      lang,
      { subject: fill(copy.subject), body: fill(copy.body) },
    ]),
  );
  const origin = (process.env.NEXT_PUBLIC_FORM_ORIGIN ?? "").replace(/\/$/, "");
  return {
    version: 1,
    generatedBy: "scripts/build/forms-rules.mjs",
    routes: { en, ar },
    limits: forms.formLimits,
    emailPattern: forms.emailPattern,
    emailLocalMax: validate.emailLocalMax,
    phonePattern: forms.phonePattern,
    phoneMinDigits: forms.phoneMinDigits,
    retentionDays: forms.retentionDays,
    honeypot: forms.honeypot.name,
    notices: [...validate.formNoticeKinds],
    forms: validate.formSpecs,
    siteName: String(site.name ?? ""),
    siteUrl: String(site.url ?? "").replace(/\/$/, ""),
    newsletter,
    // The weekly digest's words (lib/digest.php); both editions have the same keys (content/ar/digest.ts satisfies Copy).
    digest: {
      en: digest.digestCopy,
      ar: digestAr.digestCopy,
      accessLogDays: digest.accessLogDays,
      answerWithinWorkingDays: digest.answerWithinWorkingDays,
    },
    reply,
    cmsAuth,
    formOrigin: /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/.test(origin) ? origin : "",
  };
}

/** Writes rules.json under <webRoot>/assets/phpscripts/lib/ and returns its path. */
export const writeRules = async (webRoot) => writePhpJson(webRoot, "rules.json", await buildRules());

/** Throws `message` unless both editions' copy have the same keys, in the same order, each a non-empty string. */
export function checkSameCopy({ en, ar }, message) {
  for (const copy of [en, ar])
    if (
      Object.keys(copy).join() !== Object.keys(en).join() ||
      !Object.values(copy).every((s) => typeof s === "string" && s)
    )
      throw new Error(message);
}

/** Writes `data` as <webRoot>/assets/phpscripts/lib/<name> (where the form scripts read it) and returns its path. */
export function writePhpJson(webRoot, name, data) {
  const file = join(webRoot, "assets/phpscripts/lib", name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o644 });
  return file;
}

/** The command line of a writer of lib/<name>: `[web-root]`, out/ by default (after next build). */
export function phpJsonMain(meta, name, write) {
  runMain(meta, name, async () => {
    const webRoot = resolve(process.argv[2] ?? join(root, "out"));
    if (!existsSync(join(webRoot, "assets/phpscripts")))
      throw new Error(`${webRoot}/assets/phpscripts is missing (run next build first)`);
    console.log(`${name}: wrote ${await write(webRoot)}`);
  });
}

phpJsonMain(import.meta, "forms-rules", writeRules);
