// Acceptance: the export on Debian's Apache 2.4 + mod_php with the repo's .htaccess, on a host that shows PHP
// warnings server-wide.
import { after, test } from "node:test";
import { startApache } from "./apache.mjs";
import { checkFormScripts, checkStaticHosting, requireBuild } from "./support.mjs";

requireBuild();
const apache = await startApache();
after(() => apache.stop());

test("Apache serves the static site", (t) => checkStaticHosting(t, apache));

test("the form scripts behind Apache", (t) =>
  checkFormScripts(t, apache, { name: "Apache", refused: [403, 404] }));
