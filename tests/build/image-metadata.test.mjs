// No image in the built site carries metadata (issue 41): out/ itself is check 6 of scripts/check/check-build.mjs
// (gate step check-build). Here check 6 fails on a phone photo with GPS placed in a copy of out/, naming the file
// and what it carries, check 7 on it as an upload no entry uses (issue 46), and nothing else fails on the copy.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { phonePhoto } from "../support/phone-photo.mjs";
import { tempDir, writeFiles } from "../support/temp.mjs";
import { out, root } from "./support.mjs";

test("check-build fails on a phone photo in out/, naming the file and its GPS", async () => {
  const copy = tempDir("out-with-photo-");
  // A hard-linked copy of out/: the check only reads, and the copy costs no disk.
  const cp = spawnSync("cp", ["-al", `${out}/.`, copy]);
  assert.equal(cp.status, 0, String(cp.stderr));
  // The same photo again under a name that is not its format (issue 46): found by its bytes.
  const photos = ["phone-cover.jpg", "renamed.png"];
  const photo = await phonePhoto();
  writeFiles(join(copy, "images/uploads"), Object.fromEntries(photos.map((name) => [name, photo])));
  const run = spawnSync(process.execPath, [join(root, "scripts/check/check-build.mjs")], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, OUT_DIR: copy },
  });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /✘ no image carries metadata/);
  for (const name of photos)
    assert.ok(run.stderr.includes(`out/images/uploads/${name} carries GPS, EXIF, XMP`));
  // No entry names it either (issue 46): check 7 names it as an unused upload.
  assert.match(run.stderr, /✘ only the uploads an entry uses are published/);
  assert.match(run.stderr, /out\/images\/uploads\/phone-cover\.jpg is used by no entry/);
  // Only those two checks fail: the rest of the copy is the real build.
  assert.equal(run.stderr.match(/✘/g).length, 2, run.stderr);
});
