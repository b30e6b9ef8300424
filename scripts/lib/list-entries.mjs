// The editor-owned lists' entries, one JSON file each (content/<list>/<id>.json: docs/content-data.md), for the
// scripts that read them without the site's TypeScript (the launch check, the fixture's photos and its tests).
// The build reads and checks them with content/lists.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The entries of `list` under `root`, in the list's order (then by id): `{ id, file, data }`. */
export function listEntries(root, list) {
  const folder = join("content", list);
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({
      id: name.slice(0, -".json".length),
      file: join(folder, name),
      data: JSON.parse(readFileSync(join(root, folder, name), "utf8")),
    }))
    .sort((a, b) => a.data.order - b.data.order || (a.id < b.id ? -1 : 1));
}
