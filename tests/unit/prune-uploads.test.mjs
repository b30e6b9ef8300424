// Only the uploads an entry uses are published (issue 46; scripts/build/prune-uploads.mjs): on a small project (its
// cms/config.yml and content/) and an out/ holding three uploads, the one no entry names is removed, the cover
// named in front matter and the photo named (URL-encoded) in a body stay; check-build's scan agrees. No build.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { pruneUploads, unusedUploads } from "../../scripts/build/prune-uploads.mjs";

const project = mkdtempSync(join(tmpdir(), "prune-uploads-"));
after(() => rmSync(project, { recursive: true, force: true }));

test("an upload no entry names is left out of out/; used ones stay", () => {
  mkdirSync(join(project, "cms"));
  writeFileSync(
    join(project, "cms/config.yml"),
    "media_folder: public/images/uploads\npublic_folder: /images/uploads\n",
  );
  mkdirSync(join(project, "content/blogs"), { recursive: true });
  writeFileSync(
    join(project, "content/blogs/a.md"),
    '---\ntitle: A\ncover: "/images/uploads/cover.jpg"\n---\nText ![Office](/images/uploads/office%20photo.webp).\n',
  );
  const uploads = join(project, "out/images/uploads");
  mkdirSync(uploads, { recursive: true });
  for (const name of ["cover.jpg", "office photo.webp", "old-cover.heic"])
    writeFileSync(join(uploads, name), "x");

  assert.deepEqual(unusedUploads(join(project, "out"), project), ["old-cover.heic"]);
  assert.deepEqual(pruneUploads(join(project, "out"), project), ["images/uploads/old-cover.heic"]);
  assert.ok(!existsSync(join(uploads, "old-cover.heic")));
  assert.ok(existsSync(join(uploads, "cover.jpg")) && existsSync(join(uploads, "office photo.webp")));
  assert.deepEqual(unusedUploads(join(project, "out"), project), []);
});
