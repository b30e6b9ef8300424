// WebKitGTK smoke suite (WebKitWebDriver + MiniBrowser under Xvfb, selenium-webdriver).
// Checks: tests/engines/suite.mjs.
import { launchWebKit } from "./drivers.mjs";
import { defineSuite } from "./suite.mjs";

await defineSuite("webkit", (site) => launchWebKit(site));
