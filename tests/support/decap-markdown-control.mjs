// Stands in for Decap's MarkdownControl module when its Markdown serializers run in Node
// (tests/support/decap-markdown.mjs): the serializers import only `getEditorComponents` from it, and the real
// module pulls in React, Slate and Decap's UI, which need a browser.
import { Map } from "immutable";

let components = Map();

/** The editor components the serializers see (Decap's registry holds the same: id → component). */
export const setEditorComponents = (map) => {
  components = map;
};
export const getEditorComponents = () => components;
