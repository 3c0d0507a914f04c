export interface XmlElement {
  name: string;
  localName: string;
  namespace: string | null;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlSyntaxError extends Error {}

export function parseXml(text: string): { declaration: string | null; root: XmlElement };
export function findAll(element: XmlElement, name: string): XmlElement[];
export function childText(element: XmlElement, name: string): string | undefined;
