import { readFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertSomeLine, runBuildStep, withMistakes } from "./support/content-copy";
import { contentProblems } from "@/lib/content-errors";

// The trial's mistakes (issue 41), written by hand into one copy of content/: each is reported in the editor's
// words (the CMS's collection, the entry's title or name, the field's label, what to do), and
// scripts/build/validate-content.mjs, the first step of `npm run build`, stops with those lines and no stack trace.
// Today's content passing is validate-content's own check, the first step of every `npm run build`.

const config = readFileSync("cms/config.yml", "utf8");
const file = "content/team/social-media.json";
const member = JSON.parse(readFileSync(file, "utf8")) as { en: { role: string } };
const entry = `Team members → "${member.en.role}"`;

test("the trial's mistakes, each in the editor's words, and validate-content stops with them", () => {
  withMistakes(
    {
      // A twin's other slug and a cover without description.
      "content/ar/blogs/car-service-center-app.mdx": (t) =>
        t.replace(/^slug: .*$/m, 'slug: "car-service-ar"'),
      "content/blogs/no-code-vs-custom-websites.mdx": (t) =>
        t.replace(/^excerpt: .*$/m, (line) => `${line}\ncover: /images/uploads/phone-photo.jpg`),
      // A team member's file written by hand: an unknown field, no Arabic name, a portrait outside its folder, no
      // description.
      [file]: (t) => {
        const data = JSON.parse(t) as Record<string, Record<string, unknown>>;
        data.en!.nickname = "Sara";
        delete data.ar!.name;
        return JSON.stringify({ ...data, image: "/images/uploads/phone-photo.jpg" }, null, 2);
      },
      "content/team/business-manager.json": (t) => t.replace(/^\{/, '{\n  "image": "/images/team/sara.jpg",'),
      // A list entry whose file name is not an Id.
      "content/clients/Shifa Care.json": () => readFileSync("content/clients/shifa-care.json", "utf8"),
      // An Arabic article naming an English twin that does not exist.
      "content/ar/blogs/ai-in-agriculture.mdx": (t) => t.replace(/^twin: .*$/m, 'twin: "ai-in-farming"'),
    },
    (root) => {
      const lines = contentProblems(root, config).map((p) => p.line);
      assertSomeLine(
        lines,
        /^Articles \(Arabic\) → "[^"]+" → Slug \(the address, same in both languages\): must be the English twin's slug, crafting-a-car-service-center-application-guide/,
      );
      assertSomeLine(
        lines,
        /^Articles \(English\) → "Decide: No-Code vs Custom Websites Development" → Cover photo description .*: .*required with a cover/,
      );
      assert.deepEqual(
        lines.filter((line) => line.startsWith("Team members")),
        [
          `Team members → "Business Manager" → English → Portrait description (for screen readers; required with a portrait): the portrait's description is required with a portrait: describe what it shows`,
          `Team members → "Business Manager" → Arabic (العربية) → Portrait description (for screen readers; required with a portrait): the portrait's description is required with a portrait: describe what it shows`,
          `${entry} → Portrait (square, 320 pixels or more): must be an image uploaded under /images/team/ (JPEG, PNG, WebP, AVIF or SVG)`,
          `${entry} → English: unknown field "nickname": the content manager has no such field; remove it`,
          `${entry} → Arabic (العربية) → Name: name is required`,
        ],
      );
      assert.deepEqual(
        lines.filter((line) => line.startsWith("Client logos")),
        [
          `Client logos → "Shifa Care" → (the file's name): the file's name is the entry's Id: lowercase letters, digits and hyphens; rename the file`,
        ],
      );
      const twin = lines.filter((line) => line.includes("→ English twin"));
      assert.equal(twin.length, 1, twin.join("\n"));
      assert.match(
        twin[0]!,
        /^Articles \(Arabic\) → "[^"]+" → English twin \(the article this one translates\): no English article has this slug; choose the twin from the list$/,
      );
      // Each mistake is one line: nothing else is reported.
      assert.equal(lines.length, 2 + 5 + 1 + 1, lines.join("\n"));
      // The build's first step prints the same lines and stops, with no stack trace.
      const summary = join(root, "summary.md");
      const run = runBuildStep("validate-content", root, { GITHUB_STEP_SUMMARY: summary });
      assert.equal(run.status, 1);
      assert.ok(
        run.stderr.includes(`${entry} → Arabic (العربية) → Name: name is required\n    (${file}, ar.name)`),
      );
      assert.match(run.stderr.split("\n")[0]!, /^[^\n]+ → "[^"]+" → [^:]+: /);
      assert.doesNotMatch(run.stderr, /^\s+at /m);
      // The pull request's check shows the same lines in its summary.
      assert.ok(readFileSync(summary, "utf8").includes(`- ${entry} → English: unknown field "nickname"`));
    },
  );
});
