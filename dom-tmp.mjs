import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "/work/main/scripts/chromium.mjs";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
for (const u of process.argv.slice(2)) {
  await page.goto(u);
  const r = await page.evaluate(() => {
    const all = [...document.body.querySelectorAll("*")];
    const svgInner = all.filter((e) => e.closest("svg") && e.tagName.toLowerCase() !== "svg").length;
    const svgs = all.filter((e) => e.tagName.toLowerCase() === "svg").length;
    const bySection = [...document.querySelectorAll("body > *, main > *")].map((e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${e.getAttribute("aria-labelledby") ? "[" + e.getAttribute("aria-labelledby") + "]" : ""}:${e.querySelectorAll("*").length}`);
    return { total: all.length, svgs, svgInner, bySection };
  });
  console.log(u, JSON.stringify(r));
}
await browser.close();
