/**
 * What changed between two versions of a page (docs/editor.md, "History"): the page's own
 * fields added, removed or changed, and its blocks added, removed, changed (with the fields
 * that changed) or moved. Pure, on plain JSON, so it compares versions that are not valid too.
 */

export type Change = "added" | "removed" | "changed";

export interface FieldChange {
  field: string;
  change: Change;
}

export interface BlockChange {
  change: Change | "moved";
  /** The block's type and its position in the newer version (the older one for a removed block). */
  type: string;
  position: number;
  title: string;
  /** The props that changed, for a changed block. */
  fields: string[];
}

export interface PageDiff {
  fields: FieldChange[];
  blocks: BlockChange[];
}

type Json = Record<string, unknown>;
interface Block {
  type: string;
  props: Json;
}

/** The page's own objects whose keys are listed one by one ("meta.title"). */
const NESTED = new Set(["meta", "customValues", "author"]);

function record(value: unknown): Json {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function changeOf(before: unknown, after: unknown): Change | null {
  if (before === undefined) return after === undefined ? null : "added";
  if (after === undefined) return "removed";
  return same(before, after) ? null : "changed";
}

function fieldChanges(before: Json, after: Json): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === "blocks") continue;
    if (NESTED.has(key)) {
      const [b, a] = [record(before[key]), record(after[key])];
      for (const inner of new Set([...Object.keys(b), ...Object.keys(a)])) {
        const change = changeOf(b[inner], a[inner]);
        if (change) changes.push({ field: `${key}.${inner}`, change });
      }
      continue;
    }
    const change = changeOf(before[key], after[key]);
    if (change) changes.push({ field: key, change });
  }
  return changes;
}

function blocksOf(page: Json): Block[] {
  return (Array.isArray(page.blocks) ? page.blocks : []).map((b) => {
    const block = record(b);
    return { type: String(block.type ?? ""), props: record(block.props) };
  });
}

type Indexed = [number, Block];

const idOf = (block: Block) => (typeof block.props.componentId === "string" ? block.props.componentId : "");

/**
 * Two blocks left unmatched by id that are taken for the same one: the same type. Blocks of
 * content/ files have no id, and the editor gives them one each time it opens such a page.
 */
function alike(a: Block, b: Block): boolean {
  return a.type === b.type;
}

/** Pairs of [before index, after index] of the longest run of alike blocks, in order. */
function pairAlike(before: readonly Indexed[], after: readonly Indexed[]): [number, number][] {
  const table = before.map(() => after.map(() => 0));
  const cell = (i: number, j: number) => table[i]?.[j] ?? 0;
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--) {
      const same = alike((before[i] as Indexed)[1], (after[j] as Indexed)[1]);
      (table[i] as number[])[j] = same ? 1 + cell(i + 1, j + 1) : Math.max(cell(i + 1, j), cell(i, j + 1));
    }
  const pairs: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < before.length && j < after.length) {
    const [b, a] = [before[i] as Indexed, after[j] as Indexed];
    if (alike(b[1], a[1])) {
      pairs.push([b[0], a[0]]);
      i++;
      j++;
    } else if (cell(i + 1, j) >= cell(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/**
 * Which block of the older version each block of the newer one is: the same component id,
 * else the same type in the same order (blocks whose ids tell nothing: see `alike`).
 */
function matchBlocks(before: Block[], after: Block[]): [number, number][] {
  const byId = new Map(before.map((block, i) => [idOf(block), i] as const).filter(([id]) => id !== ""));
  const pairs: [number, number][] = [];
  const usedBefore = new Set<number>();
  after.forEach((block, j) => {
    const i = byId.get(idOf(block));
    if (i !== undefined && idOf(block) !== "" && !usedBefore.has(i)) {
      pairs.push([i, j]);
      usedBefore.add(i);
    }
  });
  const usedAfter = new Set(pairs.map(([, j]) => j));
  const restBefore = before.flatMap((block, i) => (usedBefore.has(i) ? [] : [[i, block] as Indexed]));
  const restAfter = after.flatMap((block, j) => (usedAfter.has(j) ? [] : [[j, block] as Indexed]));
  const inOrder = pairAlike(restBefore, restAfter);
  // What is left of one type on both sides moved (the order check then says so).
  const [pairedBefore, pairedAfter] = [new Set(inOrder.map(([i]) => i)), new Set(inOrder.map(([, j]) => j))];
  const leftAfter = restAfter.filter(([j]) => !pairedAfter.has(j));
  const moved: [number, number][] = [];
  for (const [i, block] of restBefore.filter(([i]) => !pairedBefore.has(i))) {
    const k = leftAfter.findIndex(([, other]) => alike(block, other));
    if (k >= 0) moved.push([i, (leftAfter.splice(k, 1)[0] as Indexed)[0]]);
  }
  return [...pairs, ...inOrder, ...moved];
}

/**
 * The props that differ. The component id is how blocks are followed, not content: the editor
 * gives file blocks one each time it opens their page, so its changes are not listed.
 */
function propChanges(before: Json, after: Json): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== "componentId" && !same(before[key], after[key]),
  );
}

function titleOf(block: Block): string {
  const title = block.props.title ?? block.props.PageTitle;
  return typeof title === "string" ? title : "";
}

/** The older positions that kept their order (the longest increasing run); the others moved. */
function keptInOrder(olderPositions: readonly number[]): Set<number> {
  const length = olderPositions.map(() => 1);
  const previous = olderPositions.map(() => -1);
  for (let k = 0; k < olderPositions.length; k++)
    for (let m = 0; m < k; m++)
      if (
        (olderPositions[m] as number) < (olderPositions[k] as number) &&
        (length[m] as number) + 1 > (length[k] as number)
      ) {
        length[k] = (length[m] as number) + 1;
        previous[k] = m;
      }
  const kept = new Set<number>();
  let k = length.indexOf(Math.max(0, ...length));
  while (k >= 0) {
    kept.add(olderPositions[k] as number);
    k = previous[k] as number;
  }
  return kept;
}

function blockChanges(beforeBlocks: Block[], afterBlocks: Block[]): BlockChange[] {
  const pairs = matchBlocks(beforeBlocks, afterBlocks).sort((a, b) => a[1] - b[1]);
  const kept = keptInOrder(pairs.map(([i]) => i));
  const changes: BlockChange[] = [];
  const describe = (change: BlockChange["change"], block: Block, index: number, fields: string[] = []) =>
    changes.push({ change, type: block.type, position: index + 1, title: titleOf(block), fields });
  const matchedAfter = new Map(pairs.map(([i, j]) => [j, i]));
  afterBlocks.forEach((block, j) => {
    const i = matchedAfter.get(j);
    if (i === undefined) {
      describe("added", block, j);
      return;
    }
    const fields = propChanges((beforeBlocks[i] as Block).props, block.props);
    if (fields.length > 0) describe("changed", block, j, fields);
    if (!kept.has(i)) describe("moved", block, j);
  });
  const matchedBefore = new Set(pairs.map(([i]) => i));
  beforeBlocks.forEach((block, i) => {
    if (!matchedBefore.has(i)) describe("removed", block, i);
  });
  return changes;
}

/** What changed from `before` to `after`. */
export function pageDiff(before: unknown, after: unknown): PageDiff {
  const [b, a] = [record(before), record(after)];
  return { fields: fieldChanges(b, a), blocks: blockChanges(blocksOf(b), blocksOf(a)) };
}

/** Whether nothing changed. */
export function isSame(diff: PageDiff): boolean {
  return diff.fields.length === 0 && diff.blocks.length === 0;
}
