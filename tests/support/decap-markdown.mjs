// Decap CMS's own Markdown serializers (the npm package decap-cms-widget-markdown, the code the body editor runs
// in the browser) in Node, with the site's editor components and remark plugin registered as cms/admin.js
// registers them: what the editor reads from a body and writes back, without a browser
// (tests/unit/cms-round-trip.test.mjs).
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Map } from "immutable";
import { createJiti } from "jiti";
import { editorComponents, remarkPrettierMarks } from "../../cms/editor-components.js";
import { frontMatterFormat } from "../../cms/front-matter.js";

const control = fileURLToPath(new URL("./decap-markdown-control.mjs", import.meta.url));
// The serializers are published as untranspiled-import ES modules (no file extensions); jiti resolves them, and
// their one import of the editor's UI (../MarkdownControl) is replaced by the stand-in.
const jiti = createJiti(import.meta.url, { alias: { "../MarkdownControl": control } });
const serializers = jiti("decap-cms-widget-markdown/dist/esm/serializers/index.js");
const { default: createEditorComponent } = jiti("decap-cms-core/dist/esm/valueObjects/EditorComponent.js");
const { default: image } = jiti("decap-cms-editor-component-image/dist/esm/index.js");
const { setEditorComponents } = jiti(control);

// Decap registers its image component itself; cms/admin.js adds the site's.
setEditorComponents(
  Map([image, ...editorComponents()].map((c) => createEditorComponent(c)).map((c) => [c.id, c])),
);

const options = { remarkPlugins: [remarkPrettierMarks] };

/** A body as the rich-text editor holds it (Slate's document). */
export const toEditor = (markdown) => serializers.markdownToSlate(markdown, options);

/** A Slate document as the editor writes it into the file (Decap trims the end; the format adds the newline). */
export const fromEditor = (document) => serializers.slateToMarkdown(document, options);

/** The front matter format of cms/front-matter.js, reading with the js-yaml gray-matter uses (as the build). */
export const format = frontMatterFormat(createRequire(import.meta.resolve("gray-matter"))("js-yaml"));
