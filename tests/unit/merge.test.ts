import assert from "node:assert/strict";
import { test } from "node:test";
import { withContentRoot } from "./support/content-copy";
import {
  assertType,
  checkKeys,
  mergePages,
  type FamilyWords,
  type SameKeys,
  withBase,
} from "@/content/merge";
import { aboutUsBase, erpSolutionBase, sharedBase } from "@/content/pages/base";
import * as erp from "@/content/pages/erp-solution";
import * as arErp from "@/content/ar/pages/erp-solution";
import * as about from "@/content/pages/about-us";
import * as arAbout from "@/content/ar/pages/about-us";
import * as shared from "@/content/shared";
import * as arShared from "@/content/ar/shared";
import { companySchema, readEntries, teamList } from "@/content/lists";
import { serviceBase, type ServiceEdition, type ServiceWords } from "@/content/services/base";
import { services } from "@/content/services";
import { services as arServices } from "@/content/ar/services";
import { solutionBase } from "@/content/solutions/base";
import { solutions } from "@/content/solutions";
import { solutions as arSolutions } from "@/content/ar/solutions";
import type { ServicePage } from "@/content/types";
import companyData from "@/content/data/company.json";

// The base + words merge of content/merge.ts (docs/content-data.md): non-words are written once in a base, so the
// two editions cannot disagree on them; what is left to test is the merge. The editor-owned lists hold both
// languages in one file per entry (content/lists.ts): what is tested there is the reading, order and checks.

test("checkKeys names the file, the missing and the extra keys; withBase joins words to their base item by item, and names a list whose length differs", () => {
  assert.doesNotThrow(() => checkKeys(["a", "b"], { a: 1, b: 2 }, "x.json"));
  assert.throws(
    () => checkKeys(["a", "b"], { a: 1, c: 3 }, "x.json"),
    /x\.json: the entries must match the base ids; missing: b; not in the base: c/,
  );
  assert.doesNotThrow(() => checkKeys([1, 2], { "1": {}, "2": {} }, "p.json"));
  const base = [{ icon: "eye" }, { icon: "zap" }] as const;
  assert.deepEqual(withBase(base, [{ title: "A" }, { title: "B" }], "x"), [
    { title: "A", icon: "eye" },
    { title: "B", icon: "zap" },
  ]);
  assert.throws(
    () => withBase(base, [{ title: "A" }], "erp-solution: benefits"),
    /erp-solution: benefits: 1 items of words for the 2 of its base/,
  );
});

test("the page lists and the families of both editions carry their base's slugs and icons, in its order", () => {
  const icons = (items: readonly { icon: string }[]) => items.map((i) => i.icon);
  for (const page of [erp, arErp]) {
    assert.deepEqual(icons(page.intro.benefits), icons(erpSolutionBase.benefits));
    assert.deepEqual(icons(page.integrations.items), icons(erpSolutionBase.integrations));
    assert.deepEqual(icons(page.mobileApp.features), icons(erpSolutionBase.mobileApp));
    assert.deepEqual(icons(page.webApp.modules), icons(erpSolutionBase.modules));
    assert.deepEqual(icons(page.approvals.steps), icons(erpSolutionBase.approvalSteps));
    assert.deepEqual(icons(page.approvals.highlights), icons(erpSolutionBase.approvalHighlights));
  }
  for (const page of [about, arAbout]) {
    assert.deepEqual(icons(page.values), icons(aboutUsBase.values));
    assert.deepEqual(icons(page.missionVision.items), icons(aboutUsBase.missionVision));
  }
  for (const words of [shared, arShared])
    assert.deepEqual(icons(words.whyChooseBlock.points), icons(sharedBase.whyChoose));
  // The families too: slugs, icons and the offerings' icons.
  for (const [base, pages] of [
    [serviceBase, [services, arServices]],
    [solutionBase, [solutions, arSolutions]],
  ] as const) {
    const facts = base.map((b) => [
      b.slug,
      b.icon,
      Object.values<{ icon: string }>(b.offerings).map((o) => o.icon),
    ]);
    for (const edition of pages)
      assert.deepEqual(
        edition.map((p) => [p.slug, p.icon, p.offerings.map((o) => o.icon)]),
        facts,
      );
  }
});

test("mergePages takes slugs and icons from the base and refuses an added or dropped offering", () => {
  type Page = {
    slug: string;
    icon: "code";
    name: string;
    offerings: { icon: "cloud" | "lock"; title: string }[];
  };
  const base = [
    { slug: "p", icon: "code", offerings: { x: { icon: "cloud" }, y: { icon: "lock" } } },
  ] as const;
  const words = { p: { name: "P", offerings: { y: { title: "Y" }, x: { title: "X" } } } };
  assert.deepEqual(mergePages<Page>(base, words, "f"), [
    {
      slug: "p",
      icon: "code",
      name: "P",
      offerings: [
        { title: "X", icon: "cloud" },
        { title: "Y", icon: "lock" },
      ],
    },
  ]);
  assert.throws(
    () => mergePages<Page>(base, { p: { name: "P", offerings: { x: { title: "X" } } } }, "f"),
    /f \(p, offerings\): the entries must match the base ids; missing: y/,
  );
  assert.throws(() => mergePages<Page>(base, {}, "f"), /f: the entries must match the base ids; missing: p/);
});

/** Runs `read` with content/ read from a temporary root holding `files` (path → JSON), then removes it. */
const withEntries = <T>(files: Record<string, unknown>, read: () => T) =>
  withContentRoot(
    Object.fromEntries(Object.entries(files).map(([file, data]) => [file, JSON.stringify(data)])),
    read,
  );

test("readEntries: one file per entry, its name the id, in the entries' order, each language's words; a bad value or file name refused, named", () => {
  assert.deepEqual(
    readEntries(teamList, "en").map((m) => [m.id, m.role]),
    [
      ["application-manager", "Application Manager"],
      ["social-media", "Social Media"],
      ["content-writer", "Content Writer"],
      ["business-manager", "Business Manager"],
    ],
  );
  const words = (role: string) => ({ name: "N", role, description: "D." });
  const member = (order: number, en: string, ar: string) => ({ order, en: words(en), ar: words(ar) });
  const files = {
    "content/team/b.json": member(20, "B", "ب"),
    "content/team/c.json": member(10, "C", "ج"),
    // The same order: then by id. A blank field is a field left empty in the CMS, i.e. not set.
    "content/team/a.json": { ...member(20, "A", "أ"), image: "" },
  };
  assert.deepEqual(
    withEntries(files, () => readEntries(teamList, "ar")),
    [
      { id: "c", ...words("ج") },
      { id: "a", ...words("أ") },
      { id: "b", ...words("ب") },
    ],
  );
  // A bad value: the file and the field named; a file name that is no id refused.
  const good = {
    order: 10,
    en: { name: "N", role: "R", description: "D." },
    ar: { name: "ن", role: "ر", description: "و." },
  };
  const read = (file: string, data: unknown) => () =>
    withEntries({ [file]: data }, () => readEntries(teamList, "en"));
  assert.throws(
    read("content/team/pm.json", { ...good, ar: { ...good.ar, role: "" } }),
    /content\/team\/pm\.json is not valid:\n {2}ar\.role: role is required/,
  );
  assert.throws(
    read("content/team/pm.json", { ...good, en: { ...good.en, photo: "x.png" } }),
    /content\/team\/pm\.json is not valid:\n {2}en: unknown field "photo": the content manager has no such field; remove it/,
  );
  // A portrait needs its description in both languages.
  assert.throws(
    read("content/team/pm.json", { ...good, image: "/images/team/pm.jpg" }),
    /en\.imageAlt: the portrait's description is required with a portrait[\s\S]*ar\.imageAlt: /,
  );
  assert.throws(
    read("content/team/pm.json", { ...good, image: "/images/uploads/pm.jpg" }),
    /image: must be an image uploaded under \/images\/team\//,
  );
  assert.throws(
    read("content/team/Project Manager.json", good),
    /content\/team\/Project Manager\.json: the file's name is the entry's id: lowercase letters, digits and hyphens; rename it/,
  );
});

// Compile-time guards: tsc (the typecheck step) fails if one of these lines stops being an error, i.e. if a words
// file could add or drop a page or an offering without tsc noticing.
test("TypeScript refuses words that add or drop a page or an offering", () => {
  type AppWords = ServiceWords<"app-development">;
  type Offerings = AppWords["offerings"];
  const offering = { title: "", description: "", points: [] };
  const dropped = { "ios-app-development": offering } as const;
  // @ts-expect-error: four of the five offerings of app-development are missing
  dropped satisfies Offerings;
  // @ts-expect-error: an offering the base does not have
  ({ ...({} as Offerings), "vr-app-development": offering }) satisfies Offerings;
  // @ts-expect-error: a page the base does not have
  ({ ...({} as ServiceEdition), "vr-development": {} as AppWords }) satisfies ServiceEdition;
  // @ts-expect-error: a dropped page
  ({}) satisfies FamilyWords<ServicePage, (typeof serviceBase)[number]>;
  assertType<SameKeys<{ a: 1; b: 2 }, { b: 3; a: 4 }>>();
  // @ts-expect-error: the keys differ
  assertType<SameKeys<{ a: 1 }, { a: 1; b: 2 }>>();
  assert.equal(true, true);
});

/** The company file's problems, as [field, message] pairs. */
const issuesOf = (data: unknown) =>
  companySchema.safeParse(data).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
const good = structuredClone(companyData);

test("the company's details are checked field by field; the Unified National Number is 10 digits beginning with 7 (issue 40)", () => {
  assert.deepEqual(issuesOf(good), []);
  assert.deepEqual(issuesOf({ ...good, registration: { ...good.registration, vat: "123" } }), [
    ["registration.vat", "15 digits, starting and ending with 3"],
  ]);
  assert.match(good.registration.unifiedNumber, /^7\d{9}$/);
  for (const [unifiedNumber, ok] of [
    ["7001234567", true],
    ["700123456", false], // 9 digits
    ["70012345678", false], // 11 digits
    ["4001234567", false], // a CR-like number, not beginning with 7
    ["7OO1234567", false],
  ] as const)
    assert.deepEqual(
      issuesOf({ ...good, registration: { ...good.registration, unifiedNumber } }),
      ok ? [] : [["registration.unifiedNumber", "10 digits, beginning with 7"]],
      unifiedNumber,
    );
  const { unifiedNumber: _, ...withoutIt } = good.registration;
  void _;
  assert.notDeepEqual(issuesOf({ ...good, registration: withoutIt }), []);
});
