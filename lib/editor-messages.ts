// The content mistakes' messages in the editor's words, in both languages (content/editor-messages.json, the one
// place they live: validate-content, the compiler's check and the content manager read them). `{name}` marks are
// filled from `values`.
import messages from "@/content/editor-messages.json";
import type { Locale } from "@/content/i18n";

export type MessageKey = keyof (typeof messages)["en"];

/** A message in one language, its `{marks}` filled. */
export function editorMessage(
  key: MessageKey,
  values: Record<string, string | number> = {},
  locale: Locale = "en",
): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : name === "braces" ? "{ }" : mark,
  );
}

/**
 * The message in English and in Arabic, for a reader whose language is not known (the CMS until it has its Arabic
 * interface): the Arabic isolated right to left (U+2067 … U+2069), so its punctuation stays in its place.
 */
export const bothLanguages = (key: MessageKey, values: Record<string, string | number> = {}) =>
  `${editorMessage(key, values, "en")} / \u2067${editorMessage(key, values, "ar")}\u2069`;
