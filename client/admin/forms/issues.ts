import type * as v from "valibot";
import { validationMessages } from "../../content/validation-messages.ts";

/** Messages by field path ("items.0.title"); "" holds those of the value as a whole. */
export type IssueMap = ReadonlyMap<string, readonly string[]>;

/**
 * valibot's issues as messages by path, relative to `base` (issues outside it are left out),
 * worded by the translator the build uses too (client/content/validation-messages.ts).
 */
export function issueMap(issues: readonly v.BaseIssue<unknown>[] | undefined, base = ""): IssueMap {
  const map = new Map<string, string[]>();
  for (const { key, message } of validationMessages(issues)) {
    let path = key;
    if (base) {
      if (path !== base && !path.startsWith(`${base}.`)) continue;
      path = path === base ? "" : path.slice(base.length + 1);
    }
    const list = map.get(path) ?? [];
    if (!list.includes(message)) list.push(message);
    map.set(path, list);
  }
  return map;
}

/** How many messages are at or under a path. */
export function countUnder(map: IssueMap, path: string): number {
  let count = 0;
  for (const [key, list] of map) if (key === path || key.startsWith(`${path}.`) || path === "") count += list.length;
  return count;
}

/** A copy of `target` with `value` at `path` (undefined removes the key). */
export function setIn(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = setIn(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...((target as Record<string, unknown> | undefined) ?? {}) };
  const next = setIn(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** "sectionPaddingTop" → "Section padding top"; the analytics id says what it is. */
export function fieldLabel(name: string): string {
  if (name === "gaid") return "Link id (gaid)";
  if (name === "componentId") return "Component ID";
  if (name === "anchorId") return "Anchor ID";
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
