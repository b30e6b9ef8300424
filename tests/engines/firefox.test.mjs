// Firefox ESR smoke suite (puppeteer-core over WebDriver BiDi). Checks: tests/engines/suite.mjs.
import { launchFirefox } from "./drivers.mjs";
import { defineSuite } from "./suite.mjs";

await defineSuite("firefox", (site) => launchFirefox(site.base));
