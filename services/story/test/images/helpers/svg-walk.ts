import { XMLParser, XMLValidator } from 'fast-xml-parser';

export function isWellFormedXml(text: string): boolean {
  return XMLValidator.validate(text) === true;
}

export interface VisitedElement {
  tag: string;
  attrs: Record<string, string>;
  /** The product of every scale() applied by enclosing groups. */
  scale: number;
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Walks an SVG's elements in document order, tracking the scale each one is drawn at. */
export function walkSvg(svg: string): VisitedElement[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true });
  const tree = parser.parse(svg) as Ordered[];
  const out: VisitedElement[] = [];
  const visit = (nodes: Ordered[], scale: number): void => {
    for (const node of nodes) {
      const tag = Object.keys(node).find((k) => k !== ':@');
      if (!tag || tag === '#text') continue;
      const attrs = node[':@'] ?? {};
      const match = /scale\(\s*(-?[\d.]+)/.exec(attrs.transform ?? '');
      const own = match ? Math.abs(Number(match[1])) : 1;
      out.push({ tag, attrs, scale: scale * own });
      visit((node[tag] as Ordered[]) ?? [], scale * own);
    }
  };
  visit(tree, 1);
  return out;
}
