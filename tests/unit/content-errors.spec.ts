import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { contentProblems } from "@/lib/content-errors";

// The trial's mistakes (issue 41), written by hand into a copy of content/: each is reported in the editor's
// words (the CMS's collection, the entry's title or name, the field's label, what to do), and
// scripts/validate-content.mjs, the first step of `npm run build`, stops with those lines and no stack trace.

const config = readFileSync("cms/config.yml", "utf8");

/** A copy of content/ with `edit` applied to the named files (path → text → text). */
function withMistakes(edits: Record<string, (text: string) => string>) {
  const root = mkdtempSync(join(tmpdir(), "mts-content-errors-"));
  cpSync("content", join(root, "content"), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, file);
    const before = readFileSync(path, "utf8");
    const after = edit(before);
    expect(after, `the mistake was written into ${file}`).not.toBe(before);
    writeFileSync(path, after);
  }
  return root;
}

test("today's content has no mistake", () => {
  expect(contentProblems(process.cwd(), config)).toEqual([]);
});

test("an Id typo, a twin's other slug and a cover without description, in the editor's words", () => {
  const team = JSON.parse(readFileSync("content/ar/team.json", "utf8")) as {
    items: { id: string; name: string }[];
  };
  const member = team.items[1]!;
  const root = withMistakes({
    "content/ar/team.json": (t) => t.replace(`"id": "${member.id}"`, `"id": "${member.id}-leed"`),
    "content/ar/blogs/car-service-center-app.mdx": (t) => t.replace(/^slug: .*$/m, 'slug: "car-service-ar"'),
    "content/blogs/no-code-vs-custom-websites.mdx": (t) =>
      t.replace(/^excerpt: .*$/m, (line) => `${line}\ncover: /images/uploads/phone-photo.jpg`),
  });
  try {
    const lines = contentProblems(root, config).map((p) => p.line);
    expect(lines).toContain(
      `Team – Arabic → "${member.name}" → Id (chosen from “photos and order”): no entry of “Team – photos and order” has this Id (${member.id}-leed); choose one from the list`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Articles \(Arabic\) → "[^"]+" → Slug \(the address, same in both languages\): must be the English twin's slug, crafting-a-car-service-center-application-guide/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Articles \(English\) → "Decide: No-Code vs Custom Websites Development" → Cover photo description .*: .*required with a cover/,
      ),
    );
    // The build's first step prints the same lines and stops, with no stack trace.
    const summary = join(root, "summary.md");
    const run = spawnSync(process.execPath, ["scripts/validate-content.mjs"], {
      env: { ...process.env, CONTENT_ROOT: root, GITHUB_STEP_SUMMARY: summary },
      encoding: "utf8",
    });
    // The pull request's check shows the same lines in its summary.
    expect(readFileSync(summary, "utf8")).toContain(`- Team – Arabic → "${member.name}" → Id`);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Team – Arabic → "${member.name}" → Id`);
    expect(run.stderr.split("\n")[0]).toMatch(/^[^\n]+ → "[^"]+" → [^:]+: /);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("an Arabic article naming an English twin that does not exist", () => {
  const root = withMistakes({
    "content/ar/blogs/ai-in-agriculture.mdx": (t) => t.replace(/^twin: .*$/m, 'twin: "ai-in-farming"'),
  });
  try {
    expect(contentProblems(root, config).map((p) => p.line)).toEqual([
      expect.stringMatching(
        /^Articles \(Arabic\) → "[^"]+" → English twin \(the article this one translates\): no English article has this slug; choose the twin from the list$/,
      ),
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
