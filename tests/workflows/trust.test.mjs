// The trust boundaries of the workflows, read from their parsed YAML: a job that runs the pull request's code
// holds no secret, no environment and no write permission; the production key lives only in the production
// environment on main, the preview key only in the preview environment, in workflows that run the base's code;
// every job holding a key or a write token installs exactly the reviewed lockfile; CODEOWNERS asks a
// developer's review for code and never for what editors write. docs/deploy.md#the-pipeline
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  codeOwners,
  environmentOf,
  onlyMain,
  root,
  runsHeadCode,
  secretsOf,
  workflows,
  writePermissions,
} from "./support.mjs";

const all = workflows();
/** Every job of every workflow: { w, id, job }. */
const jobs = all.flatMap((w) => w.jobs.map(({ id, job }) => ({ w, id, job })));
const byName = (name) => all.find((w) => w.name === name);
const jobOf = (name, id) => byName(name).jobs.find((j) => j.id === id).job;
// Only workflow_run: it runs main's workflow with GITHUB_REF main, which main-only environments admit
// (pull_request_target is judged by the pull request's ref and refused).
const TRUSTED_TRIGGERS = ["workflow_run"];

test("no job that runs the pull request's code has a secret, an environment or a write permission; a pull_request workflow's jobs all run it", () => {
  let headJobs = 0;
  for (const { w, id, job } of jobs) {
    const where = `${w.name}: job ${id} runs the branch's code`;
    if (w.triggers.includes("pull_request")) assert.ok(runsHeadCode(w, job), where);
    if (!runsHeadCode(w, job)) continue;
    headJobs++;
    assert.deepEqual(secretsOf(job), [], `${where} and names secrets`);
    assert.equal(environmentOf(job), undefined, `${where} and uses an environment`);
    assert.deepEqual(writePermissions(job), [], `${where} and can write`);
  }
  // Not vacuous: the gate's jobs run the branch's code, the trusted jobs do not.
  for (const id of ["static", "build", "e2e", "php", "engines", "preview"])
    assert.ok(runsHeadCode(byName("pull-request.yml"), jobOf("pull-request.yml", id)), id);
  assert.ok(
    !runsHeadCode(byName("pull-request-publish.yml"), jobOf("pull-request-publish.yml", "gate-status")),
  );
  assert.ok(headJobs >= 1);
});

test("the head-code rule sees a trusted job that runs npm in the branch's checkout", () => {
  const w = byName("pull-request-publish.yml");
  const job = structuredClone(jobOf("pull-request-publish.yml", "gate-status"));
  assert.ok(!runsHeadCode(w, job));
  for (const step of [
    { run: "npm install", "working-directory": "head" },
    { run: "node head/scripts/x.mjs" },
  ]) {
    const broken = { ...job, steps: [...job.steps, step] };
    assert.ok(runsHeadCode(w, broken), JSON.stringify(step));
  }
});

test("the production key appears only in jobs of the production environment, on pushes to main", () => {
  const holders = jobs.filter(({ job }) => secretsOf(job).some((s) => s.startsWith("DEPLOY_")));
  for (const { w, id, job } of holders) {
    assert.equal(environmentOf(job), "production", `${w.name}: ${id} names DEPLOY_* outside production`);
    assert.ok(onlyMain(w), `${w.name}: ${id} holds the production key but runs on more than pushes to main`);
  }
  assert.equal(
    holders.length,
    1,
    "the production deploy (with its rollback) is the one job with the production key",
  );
  assert.deepEqual(secretsOf(jobOf("deploy.yml", "deploy")).sort(), [
    "DEPLOY_KNOWN_HOSTS",
    "DEPLOY_SSH_KEY",
    "DEPLOY_TARGET",
  ]);
});

test("the preview key appears only in preview-environment jobs of workflows that run the base's code", () => {
  let found = 0;
  for (const { w, id, job } of jobs) {
    const secrets = secretsOf(job);
    if (secrets.some((s) => s.startsWith("PREVIEW_"))) {
      found++;
      assert.equal(environmentOf(job), "preview", `${w.name}: ${id}`);
      assert.ok(
        w.triggers.every((t) => TRUSTED_TRIGGERS.includes(t)),
        `${w.name} runs on ${w.triggers}`,
      );
    }
    assert.ok(
      secrets.every((s) => /^(DEPLOY|PREVIEW)_(TARGET|SSH_KEY|KNOWN_HOSTS)$/.test(s)),
      secrets.join(),
    );
  }
  assert.equal(found, 2, "the preview deploy and the preview removal");
});

test("every job that holds a key or can write installs exactly the reviewed lockfile", () => {
  for (const { w, id, job } of jobs) {
    if (!secretsOf(job).length && !writePermissions(job).length) continue;
    const runs = (job.steps ?? []).map((s) => s.run ?? "");
    const install = runs.findIndex((r) => /npm install/.test(r));
    if (install < 0) continue;
    const check = runs.findIndex((r) =>
      /git (-C \S+ )?diff --exit-code -- package\.json package-lock\.json/.test(r),
    );
    assert.ok(check > install, `${w.name}: ${id} installs without checking the lockfile`);
  }
});

test("the preview deployed is the artifact, checked first; the gate status has the context protection requires", () => {
  const steps = jobOf("pull-request-publish.yml", "preview").steps;
  const check = steps.findIndex((s) => /scripts\/check\/check-artifact\.mjs preview-site$/.test(s.run ?? ""));
  const deploy = steps.findIndex((s) => /npm run deploy -- --preview/.test(s.run ?? ""));
  assert.ok(check >= 0 && check < deploy, "the artifact is checked before the deploy");
  assert.equal(steps[deploy].env.DEPLOY_OUT_DIR, "preview-site");
  assert.equal(steps.find((s) => s.with?.name === "preview").with.path, "preview-site");
  const gate = jobOf("pull-request-publish.yml", "gate-status")
    .steps.map((s) => s.run ?? "")
    .join("\n");
  assert.match(gate, /--context gate --state success/);
  assert.match(gate, /core\.hooksPath=\/dev\/null push/);
  const docs = readFileSync(join(root, "docs/cms-production.md"), "utf8");
  assert.match(
    docs,
    /require[^\n]*status[^\n]*\*\*`gate`\*\*/i,
    "docs/cms-production.md requires the gate status",
  );
});

test("the preview removal takes its numbers from GitHub, not from the pull request's run", () => {
  const job = jobOf("preview-cleanup.yml", "remove-preview");
  const step = job.steps.find((s) => /--remove-preview/.test(s.run ?? ""));
  assert.match(step.run, /numbers=\$\(node scripts\/deploy\/closed-pulls\.mjs --sha "\$HEAD_SHA"\)/);
  assert.equal(step.env.HEAD_SHA, "${{ github.event.workflow_run.head_sha }}");
  assert.equal(job.permissions["pull-requests"], "read");
  assert.ok(job.steps.every((s) => !/download-artifact/.test(s.uses ?? "")));
});

test("Dependabot's pull requests are tested, not previewed, and the workflows say so", () => {
  const notice = /::notice title=No preview::Dependabot's pull requests are tested but not previewed/;
  for (const name of ["pull-request.yml", "pull-request-publish.yml"])
    assert.match(byName(name).text, notice);
  assert.match(
    jobOf("pull-request.yml", "preview").steps.find((s) => s.id === "preview").if,
    /DEPENDABOT != 'true'/,
  );
  assert.match(jobOf("pull-request-publish.yml", "preview").if, /actor\.login != 'dependabot\[bot\]'/);
});

test("CODEOWNERS: a developer reviews code, never what editors write in the CMS", () => {
  const text = readFileSync(join(root, ".github/CODEOWNERS"), "utf8");
  const code = [
    ".github/workflows/deploy.yml",
    ".github/CODEOWNERS",
    "scripts/deploy/deploy.mjs",
    "public/assets/phpscripts/contact.php",
    "package.json",
    "package-lock.json",
    "next.config.mjs",
    "tsconfig.json",
    "eslint.config.mjs",
    "deploy/apache/site.conf",
    "cms/config.yml",
    "components/ui/section.tsx",
    "lib/metadata.ts",
    "app/page.tsx",
    "tests/workflows/trust.test.mjs",
    "e2e/home.spec.ts",
    "content/site.ts",
    "content/ar/navigation.ts",
    "public/_headers",
    "public/images/uploads/shell.php",
    "public/images/uploads/logo.svg",
  ];
  const content = [
    "content/blogs/an-article.mdx",
    "content/ar/blogs/an-article.mdx",
    "content/team/someone.json",
    "public/images/uploads/IMG_1234.JPG",
    "public/images/uploads/2026/cover.webp",
    "public/images/team/someone.jpg",
  ];
  for (const path of code) assert.deepEqual(codeOwners(text, path), ["@makkah-tech/developers"], path);
  for (const path of content) assert.deepEqual(codeOwners(text, path), [], path);
});
