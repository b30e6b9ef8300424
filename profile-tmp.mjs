import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "/work/main/scripts/chromium.mjs";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await browser.startTracing(page, { categories: ["devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline"] });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
const { profile } = await cdp.send("Profiler.stop");
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
// long tasks
const tasks = trace.traceEvents.filter((e) => e.name === "RunTask" && e.dur > 30000).map((e) => ({ ts: e.ts, dur: Math.round(e.dur / 1000) }));
const t0 = Math.min(...trace.traceEvents.filter(e=>e.name==="navigationStart").map(e=>e.ts));
console.log("long tasks (ms at 4x):", tasks.map((t) => `${Math.round((t.ts - t0) / 1000)}+${t.dur}`).join(" "));
for (const t of tasks) {
  const inside = trace.traceEvents.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur * 1000 && e.dur > 3000 && e.name !== "RunTask");
  console.log(`task @${Math.round((t.ts - t0) / 1000)} ${t.dur}ms:`, inside.slice(0, 12).map((e) => `${e.name}${e.args?.data?.functionName ? "(" + e.args.data.functionName + ")" : ""}${e.args?.data?.url ? "[" + e.args.data.url.split("/").pop() + "]" : ""}=${Math.round(e.dur / 1000)}`).join(", "));
}
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
});
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join("\n"));
// top-down inclusive tree
const children = new Map(profile.nodes.map((n) => [n.id, n.children ?? []]));
const selfMs = new Map();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000));
const incl = new Map();
const total = (id) => { if (incl.has(id)) return incl.get(id); let t = selfMs.get(id) ?? 0; for (const c of children.get(id)) t += total(c); incl.set(id, t); return t; };
const root = profile.nodes[0].id; total(root);
const print = (id, depth) => {
  const n = byId.get(id); const t = incl.get(id);
  if (t < (process.env.MIN??8) || depth > (process.env.DEPTH??14)) return;
  const cf = n.callFrame; console.log(`${"  ".repeat(depth)}${t.toFixed(0)}ms ${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}`);
  for (const c of [...children.get(id)].sort((a, b) => incl.get(b) - incl.get(a))) print(c, depth + 1);
};
print(root, 0);
