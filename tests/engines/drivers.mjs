// The two engines behind one small interface (see `Engine` below), so the checks in suite.mjs are
// written once. Real input throughout: clicks move the pointer to the element first.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startServer } from "../../scripts/lib/start-server.mjs";
import { startProbeProxy, waitUntil } from "./support.mjs";

/**
 * @typedef {object} Engine
 * @property {string} base origin the browser loads pages from
 * @property {(width: number, height: number) => Promise<void>} setSize viewport size in CSS px
 * @property {(path: string) => Promise<void>} goto navigate and wait until hydrated, fonts loaded
 * @property {(path: string) => Promise<void>} open navigate and wait for the load event only (a page without
 *   the site's scripts: the content manager at /admin/)
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} run evaluate in the page
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} element an element the function returns
 * @property {(el: any) => Promise<void>} click move the pointer onto the element, press, release
 * @property {() => Promise<void>} pointerAway move the pointer to an empty spot (bottom-start corner)
 * @property {(el: any, text: string) => Promise<void>} type keystrokes into a field
 * @property {() => Promise<string[]>} takeErrors page errors since the last call
 * @property {() => Promise<void>} close
 */

const ready = () =>
  document.documentElement.hasAttribute("data-hydrated") &&
  document.readyState === "complete" &&
  document.fonts.status === "loaded";

/** `engine` with `goto(path)`: `open(path)`, then wait until the page is hydrated and its fonts are loaded. */
const withGoto = (engine) => ({
  ...engine,
  async goto(path) {
    await engine.open(path);
    await waitUntil(
      () => engine.run(ready), // throws while the navigation is in progress
      15_000,
      () => `${path}: not hydrated within 15 s (no <html data-hydrated>: did a script fail?)`,
    );
  },
});

/** `el` if it is an element (a puppeteer handle or a WebDriver reference), else an error naming the finder. */
function found(el, fn, args) {
  if (typeof el?.click === "function") return el;
  throw new Error(`no element for ${fn.name || fn.toString().slice(0, 80)} ${JSON.stringify(args)}`);
}

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi. */
export async function launchFirefox(base) {
  if (!existsSync(firefoxPath))
    throw new Error(`Firefox ESR not found at ${firefoxPath} (apt-get install firefox-esr)`);
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    protocolTimeout: 60_000,
    // Overlay scrollbars, as on phones: the layout width at 375 px is 375, not 375 minus a scrollbar.
    extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
  });
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`uncaught ${/** @type {Error} */ (err).message ?? err}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error ${msg.text()}`);
  });
  page.on("requestfailed", (req) => {
    // A navigation replaced by the next one is not a page error.
    if (req.failure()?.errorText?.includes("NS_BINDING_ABORTED")) return;
    errors.push(`failed to load ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()} for ${res.url()}`);
  });
  return withGoto({
    version: await browser.version(),
    base,
    setSize: (width, height) => page.setViewport({ width, height }),
    /**
     * Over WebDriver BiDi, puppeteer's goto now and then resolves with no response (a CI run had
     * "/admin/: HTTP undefined"); the page's own navigation entry then says what the server answered.
     */
    async open(path) {
      const res = await page.goto(base + path, { waitUntil: "load", timeout: 30_000 });
      const status =
        res?.status() ??
        (await page.evaluate(() => {
          const [nav] = performance.getEntriesByType("navigation");
          return nav && "responseStatus" in nav ? nav.responseStatus : undefined;
        }));
      if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
    },
    run: (fn, ...args) => page.evaluate(fn, ...args),
    element: async (fn, ...args) => found((await page.evaluateHandle(fn, ...args)).asElement(), fn, args),
    click: (el) => el.click(), // scrolls into view, moves the mouse to its centre, presses, releases
    pointerAway: () => page.mouse.move(5, (page.viewport()?.height ?? 800) - 5),
    type: (el, text) => el.type(text),
    takeErrors: async () => errors.splice(0),
    close: () => browser.close(),
  });
}

/** Starts Xvfb on a free display (-displayfd), so parallel runs never collide. */
async function startXvfb() {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let stderr = "";
  xvfb.stderr.on("data", (d) => (stderr += d));
  const display = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Xvfb did not start within 10 s\n${stderr}`)), 10_000);
    xvfb.on("error", (err) => fail(new Error(`Xvfb could not start: ${err.message} (apt-get install xvfb)`)));
    xvfb.stdio[3].once("data", (d) => {
      clearTimeout(timer);
      done(`:${String(d).trim()}`);
    });
  });
  return { xvfb, display };
}

/**
 * WebKitGTK through WebKitWebDriver (Debian webkit2gtk-driver) under Xvfb, driven by
 * selenium-webdriver. Its MiniBrowser window has a toolbar whose minimum width (447 px) is wider
 * than a phone, so a GTK style sheet in a private XDG_CONFIG_HOME shrinks the toolbar to nothing;
 * the web view then gets exactly the window size. Page errors come from the probe (support.mjs),
 * since WebKitWebDriver offers no console or BiDi log.
 */
export async function launchWebKit(site) {
  if (!existsSync("/usr/bin/WebKitWebDriver") && !process.env.WEBKIT_DRIVER)
    throw new Error("WebKitWebDriver not found (apt-get install webkit2gtk-driver)");
  const { Builder } = await import("selenium-webdriver");
  const proxy = await startProbeProxy(site.port);
  const { xvfb, display } = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(
    join(config, "gtk-3.0/gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n" +
      "image { -gtk-icon-transform: scale(0.1); }\n",
  );
  const driverPort = await freePort();
  const env = {
    ...process.env,
    DISPLAY: display,
    XDG_CONFIG_HOME: config,
    XDG_CACHE_HOME: join(config, "cache"),
    // No accelerated compositing: under Xvfb it runs on Mesa's software GL, which segfaulted in WebKit's
    // compositor thread once in a CI rehearsal (swrast_dri.so; the session then died and every later check
    // failed). Layout, scripts and input, which the suite checks, are the same without it.
    WEBKIT_DISABLE_COMPOSITING_MODE: "1",
  };
  let driverProc;
  const cleanup = async () => {
    await driverProc?.stop();
    xvfb.kill();
    await proxy.close();
    // The browser's processes may still be writing their shader cache for a moment.
    try {
      rmSync(config, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      console.warn(`could not remove ${config}: ${err.message}`);
    }
  };
  let driver;
  try {
    driverProc = await startServer(process.env.WEBKIT_DRIVER ?? "WebKitWebDriver", [`--port=${driverPort}`], {
      env,
      stdout: false,
      url: `http://127.0.0.1:${driverPort}/status`,
      timeout: 15_000,
      what: "WebKitWebDriver",
    });
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      // Without a binary named, the driver starts its own WebKitGTK's MiniBrowser (the same version)
      // with --automation.
      .withCapabilities({
        browserName: "MiniBrowser",
        ...(process.env.WEBKIT_BROWSER && {
          "webkitgtk:browserOptions": { binary: process.env.WEBKIT_BROWSER, args: ["--automation"] },
        }),
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 15_000 });
  } catch (err) {
    await cleanup();
    throw new Error(
      `WebKitWebDriver session failed: ${err.message}\n${driverProc?.output().slice(-4000) ?? ""}`,
    );
  }
  const version = (await driver.getCapabilities()).get("browserVersion");
  const base = proxy.base;
  let height = 800;
  return withGoto({
    version: `WebKitGTK ${version}`,
    base,
    async setSize(width, h) {
      height = h;
      // GTK resizes the window asynchronously: the view can report its old width for a moment (seen once in
      // a CI rehearsal: 1280 instead of 375). Ask again and wait up to 5 s before calling it a failure.
      let inner = [0, 0];
      for (const until = Date.now() + 5_000; ; await sleep(100)) {
        await driver.manage().window().setRect({ width, height: h });
        inner = await driver.executeScript("return [innerWidth, innerHeight]");
        if (inner[0] === width || Date.now() > until) break;
      }
      if (inner[0] !== width)
        throw new Error(`MiniBrowser's view is ${inner[0]} px wide, not ${width} (window ${width}×${h})`);
    },
    open: (path) => driver.get(base + path), // WebDriver's default page load strategy waits for "load"
    run: (fn, ...args) => driver.executeScript(fn, ...args),
    element: async (fn, ...args) => found(await driver.executeScript(fn, ...args), fn, args),
    async click(el) {
      // Instant, not the page's smooth scrolling: the pointer must land on the element.
      await driver.executeScript(
        (e) => e.scrollIntoView({ block: "center", inline: "center", behavior: "instant" }),
        el,
      );
      try {
        await driver.actions({ async: true }).move({ origin: el }).pause(30).press().release().perform();
      } catch (err) {
        throw new Error(`pointer click failed: ${err.name} ${err.message}`);
      }
    },
    async pointerAway() {
      const inner = await driver.executeScript("return innerHeight");
      await driver
        .actions({ async: true })
        .move({ x: 5, y: Math.min(height, inner) - 5, origin: "viewport" })
        .perform();
    },
    type: (el, text) => el.sendKeys(text),
    async takeErrors() {
      const found = await driver.executeScript(() => {
        if (!Array.isArray(/** @type {any} */ (window).__engineErrors)) return null;
        return /** @type {any} */ (window).__engineErrors.splice(0);
      });
      return found ?? ["the error probe is missing from this page (proxy did not inject it)"];
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await cleanup();
      }
    },
  });
}
