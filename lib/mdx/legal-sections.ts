import type { Element, ElementContent, Root, RootContent } from "hast";

/** Class names of the parts a legal body is cut into (the styles stay with the components). */
export interface LegalSectionClasses {
  /** The paragraphs before the first `##` heading. */
  intro: string[];
  section: string[];
  heading: string[];
  /** The "1." before the heading text. */
  number: string[];
  /** What follows the heading up to the next one. */
  body: string[];
}

const element = (tagName: string, className: string[], children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties: { className },
  children,
});

/**
 * Rehype plugin for the legal pages: each top-level h2 opens a numbered <section> that runs to the
 * next one. The section takes the heading's anchor (the side list links to it) and is labelled by
 * the heading, whose own id becomes `<anchor>-heading`. Runs after `remarkHeadingIds`, so the
 * anchors are already on the headings.
 */
export function rehypeLegalSections(classes: LegalSectionClasses) {
  return (tree: Root) => {
    const intro = element("div", classes.intro);
    const out: RootContent[] = [intro];
    let body: Element | null = null;
    let n = 0;
    for (const child of tree.children) {
      if (child.type === "element" && child.tagName === "h2") {
        n++;
        const id = String(child.properties.id ?? `section-${n}`);
        const headingId = `${id}-heading`;
        child.properties.id = headingId;
        child.properties.className = classes.heading;
        child.children = [
          element("span", classes.number, [{ type: "text", value: `${n}.` }]),
          { type: "text", value: " " },
          { type: "element", tagName: "span", properties: {}, children: child.children },
        ];
        body = element("div", classes.body);
        out.push({
          type: "element",
          tagName: "section",
          properties: { id, ariaLabelledBy: [headingId], className: classes.section },
          children: [child, body],
        });
      } else (body ?? intro).children.push(child as ElementContent);
    }
    tree.children = out;
  };
}
