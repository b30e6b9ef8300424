// Acceptance: the export on nginx with deploy/nginx (site snippet + security-headers snippet) in front of PHP-FPM,
// which shows PHP warnings (a plain install's defaults).
import { after, test } from "node:test";
import { startNginxSite } from "./nginx.mjs";
import { checkFormScripts, checkStaticHosting, requireBuild } from "./support.mjs";

requireBuild();
const nginx = await startNginxSite("nginx");
after(() => nginx.stop());

test("nginx serves the static site", (t) => checkStaticHosting(t, nginx));

test("the form scripts behind nginx and PHP-FPM", (t) =>
  checkFormScripts(t, nginx, { name: "nginx", refused: [404] }));
