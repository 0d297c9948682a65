/**
 * What the debug overlay shows of a block (docs/editor.md): its component and anchor
 * ids, the title and subtitle anchors of it and its items, and its images.
 */
export interface DebugImage {
  src: string;
  /** Its alt text, or "(decorative)". */
  name: string;
  filename: string;
  width: number | null;
  height: number | null;
}

export interface DebugInfo {
  componentId: string | null;
  anchorId: string | null;
  anchors: string[];
  images: DebugImage[];
}

function walk(value: unknown, visit: (record: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === "object") {
    visit(value as Record<string, unknown>);
    for (const item of Object.values(value)) walk(item, visit);
  }
}

export function debugInfo(props: Record<string, unknown>): DebugInfo {
  const anchors: string[] = [];
  const images: DebugImage[] = [];
  walk(props, (record) => {
    for (const key of ["titleAnchor", "subtitleAnchor"]) {
      const value = record[key];
      if (typeof value === "string" && value) anchors.push(`${key}: ${value}`);
    }
    if (typeof record.src === "string" && record.src && ("width" in record || "height" in record)) {
      const src = record.src;
      images.push({
        src,
        name:
          record.decorative === true
            ? "(decorative)"
            : typeof record.alt === "string" && record.alt
              ? record.alt
              : "(no alt text)",
        filename:
          src
            .replace(/[?#].*$/, "")
            .split("/")
            .pop() ?? src,
        width: typeof record.width === "number" ? record.width : null,
        height: typeof record.height === "number" ? record.height : null,
      });
    }
  });
  return {
    componentId: typeof props.componentId === "string" ? props.componentId : null,
    anchorId: typeof props.anchorId === "string" && props.anchorId ? props.anchorId : null,
    anchors,
    images,
  };
}
