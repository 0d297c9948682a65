import {
  parseXml,
  XmlDocumentType,
  XmlElement,
  XmlError,
  XmlProcessingInstruction,
  type XmlDocument,
} from "@rgrove/parse-xml";

/**
 * Whether an upload is an SVG image, decided by parsing it as the XML a browser reads for
 * image/svg+xml (docs/images.md, "Uploads to the media library"), with @rgrove/parse-xml
 * (strict, no DTD entity expansion, a few KB in the Worker). Never by searching for an `<svg`
 * tag: an HTML or XHTML page holding an `<svg>` is refused, as is an SVG that runs script or
 * embeds other content.
 */

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
/** Foreign content: elements of these namespaces inside an SVG are HTML or MathML, live in the page. */
const FOREIGN_NAMESPACES: ReadonlyMap<string, string> = new Map([
  ["http://www.w3.org/1999/xhtml", "HTML"],
  ["http://www.w3.org/1998/Math/MathML", "MathML"],
]);
/** SVG elements that run script or embed another document (lower case). */
const ACTIVE_ELEMENTS: ReadonlySet<string> = new Set(["script", "foreignobject", "handler", "listener"]);
/** URL schemes that run script or render a document where a link or an animation puts them. */
const SCRIPT_URL = /(?:javascript|vbscript):|data:(?:text\/html|application\/xhtml)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these characters inside a scheme
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]/g;

export type SvgVerdict = { width: number; height: number } | { error: string };

type Namespaces = ReadonlyMap<string, string>;

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    // ignoreBOM false: a leading byte order mark is dropped.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function parse(text: string): XmlDocument | { error: string } {
  try {
    return parseXml(text, { preserveDocumentType: true });
  } catch (error) {
    // The parser descends one call per element: a file nested many thousand deep overflows it.
    if (error instanceof RangeError) return { error: "This SVG is not taken: its elements are nested too deeply" };
    if (!(error instanceof XmlError)) throw error;
    return {
      error: `This file is not an image: an SVG must be well-formed XML (line ${error.line}, column ${error.column})`,
    };
  }
}

/** The prefixes in force on an element: its parent's, and its own xmlns declarations. */
function scopeOf(element: XmlElement, parent: Namespaces): Namespaces {
  let scope: Map<string, string> | null = null;
  for (const [name, value] of Object.entries(element.attributes)) {
    if (name !== "xmlns" && !name.startsWith("xmlns:")) continue;
    scope ??= new Map(parent);
    scope.set(name === "xmlns" ? "" : name.slice(6), value);
  }
  return scope ?? parent;
}

/** An element's namespace and local name, or null when its prefix is not declared. */
function qualified(name: string, scope: Namespaces): { namespace: string; local: string } | null {
  const colon = name.indexOf(":");
  const prefix = colon === -1 ? "" : name.slice(0, colon);
  const namespace = scope.get(prefix);
  if (namespace === undefined && prefix !== "") return null;
  return { namespace: namespace ?? "", local: colon === -1 ? name : name.slice(colon + 1) };
}

/** What is wrong with one element (its name and its attributes) for an SVG image, or null. */
function elementProblem(element: XmlElement, scope: Namespaces): string | null {
  const name = qualified(element.name, scope);
  if (!name) return `the prefix of <${element.name}> is not declared`;
  const foreign = FOREIGN_NAMESPACES.get(name.namespace);
  if (foreign) return `it holds ${foreign} content (<${element.name}>)`;
  if (name.namespace === SVG_NAMESPACE && ACTIVE_ELEMENTS.has(name.local.toLowerCase()))
    return `it holds a <${element.name}> element`;
  for (const [attribute, value] of Object.entries(element.attributes)) {
    const local = attribute.slice(attribute.indexOf(":") + 1).toLowerCase();
    if (local.startsWith("on")) return `<${element.name}> has an event handler (${attribute})`;
    if (SCRIPT_URL.test(value.replace(IGNORED_IN_URLS, "").toLowerCase()))
      return `<${element.name}> has a script or document address in ${attribute}`;
  }
  return null;
}

/** The first problem of the document's elements, walked without recursion (a deep file cannot overflow the stack). */
function treeProblem(root: XmlElement): string | null {
  const stack: [XmlElement, Namespaces][] = [[root, new Map()]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [element, parentScope] = item;
    const scope = scopeOf(element, parentScope);
    const problem = elementProblem(element, scope);
    if (problem) return problem;
    for (const child of element.children) {
      if (child instanceof XmlElement) stack.push([child, scope]);
      else if (child instanceof XmlProcessingInstruction)
        return `it holds a processing instruction (<?${child.name}?>)`;
    }
  }
  return null;
}

/** A length in user units ("120", "120px", "12.5"), or null for one relative to something else ("100%", "2em"). */
function userUnits(value: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)(?:px)?\s*$/.exec(value ?? "");
  const number = match ? Number(match[1]) : Number.NaN;
  return number > 0 && Number.isFinite(number) ? number : null;
}

/** The image's intrinsic size: width and height, else the viewBox's. */
function intrinsicSize(root: XmlElement): { width: number; height: number } | null {
  const width = userUnits(root.attributes.width);
  const height = userUnits(root.attributes.height);
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = (root.attributes.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth, boxHeight] = box;
  if (box.length !== 4 || !boxWidth || !boxHeight || !(boxWidth > 0 && boxHeight > 0)) return null;
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}

/**
 * Reads an upload as an SVG image: UTF-8 XML, no DOCTYPE that declares entities, no
 * processing instruction, an `<svg>` root in the SVG namespace, no script, event handler,
 * script address or HTML/MathML content anywhere, and a size (width and height, or a viewBox).
 * @example inspectSvg(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"/>')) // { width: 120, height: 80 }
 */
export function inspectSvg(bytes: Uint8Array): SvgVerdict {
  const text = decodeUtf8(bytes);
  if (text === null) return { error: "This file is not an image: an SVG must be UTF-8 text" };
  const document = parse(text);
  if ("error" in document) return document;
  for (const node of document.children) {
    if (node instanceof XmlDocumentType && node.internalSubset !== null)
      return { error: "This SVG is not taken: its DOCTYPE declares entities" };
    if (node instanceof XmlProcessingInstruction)
      return { error: `This SVG is not taken: it holds a processing instruction (<?${node.name}?>)` };
  }
  const root = document.root;
  const name = root ? qualified(root.name, scopeOf(root, new Map())) : null;
  if (!root || name?.local !== "svg")
    return { error: `This file is not an SVG image: it is an <${root?.name}> document` };
  if (name.namespace !== SVG_NAMESPACE)
    return { error: `This SVG lacks xmlns="${SVG_NAMESPACE}" on its <svg>: browsers would not draw it as an image` };
  const problem = treeProblem(root);
  if (problem) return { error: `This SVG is not taken: ${problem}` };
  return (
    intrinsicSize(root) ?? { error: "The image has no width and height (an SVG needs width and height or a viewBox)" }
  );
}
