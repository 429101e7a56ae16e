// XML for the readers, on htmlparser2 in XML mode (lenient with what real exports contain, and a
// streaming parser: FPS files are read in chunks, fps.ts). Small files (Polygon's problem.xml)
// become a tree of elements; `rootElementOf` tells a file's root element from its first bytes.
import { Parser } from 'htmlparser2';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** the element's own text (CDATA included), children's text not included */
  text: string;
}

/** a whole (small) XML document as a tree; null when it has no element */
export function parseXml(text: string): XmlElement | null {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const parser = new Parser({
    onopentag(name, attrs) {
      const element: XmlElement = { name, attrs, children: [], text: '' };
      stack[stack.length - 1].children.push(element);
      stack.push(element);
    },
    ontext(data) {
      stack[stack.length - 1].text += data;
    },
    onclosetag() {
      if (stack.length > 1) stack.pop();
    },
  }, { xmlMode: true, decodeEntities: true, recognizeCDATA: true });
  parser.write(text);
  parser.end();
  return root.children[0] ?? null;
}

/** the first child named `name`, following a path of names ("judging/testset") */
export function child(element: XmlElement | undefined | null, path: string): XmlElement | undefined {
  let current: XmlElement | undefined = element ?? undefined;
  for (const name of path.split('/')) current = current?.children.find((c) => c.name === name);
  return current;
}

export function children(element: XmlElement | undefined | null, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** the root element's name of an XML text's beginning (after the declaration, comments, doctype) */
export function rootElementOf(head: string): string | null {
  const text = head.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '').trimStart();
  return /^<([A-Za-z_][\w.-]*)/.exec(text)?.[1] ?? null;
}
