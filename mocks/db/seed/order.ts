/**
 * The order the areas seed in, derived from what each seed says it needs (mockArea.ts `needs`)
 * and which area declares each collection (database.ts), never from a hand-kept list: an area
 * seeds after every area whose collections it needs. Among areas free to go, `tieBreak` decides
 * (by name, unless a test asks otherwise to prove the world does not depend on it, tests/mock/areas.test.ts).
 * A cycle or a need nobody declares is an error that names the areas involved.
 */

export interface SeedNode {
  readonly name: string;
  readonly needs: readonly string[];
}

export type TieBreak = (a: string, b: string) => number;

export const byName: TieBreak = (a, b) => a.localeCompare(b);

export function seedOrder(
  nodes: readonly SeedNode[],
  owners: ReadonlyMap<string, string>,
  tieBreak: TieBreak = byName,
): string[] {
  const names = new Set(nodes.map((node) => node.name));
  const after = new Map<string, Set<string>>();
  for (const node of nodes) {
    const before = new Set<string>();
    for (const collection of node.needs) {
      const owner = owners.get(collection);
      if (owner === undefined) throw new Error(`mock seed: ${node.name} needs "${collection}", which no area declares`);
      if (owner === node.name) continue;
      if (!names.has(owner)) throw new Error(`mock seed: ${node.name} needs "${collection}" of ${owner}, which has no seed`);
      before.add(owner);
    }
    after.set(node.name, before);
  }

  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < nodes.length) {
    const ready = [...after]
      .filter(([name, before]) => !done.has(name) && [...before].every((other) => done.has(other)))
      .map(([name]) => name)
      .sort(tieBreak);
    const next = ready[0];
    if (next === undefined) {
      const stuck = [...after].filter(([name]) => !done.has(name)).map(([name, before]) => `${name} ← ${[...before].filter((other) => !done.has(other)).join(', ')}`);
      throw new Error(`mock seed: the areas' needs form a cycle: ${stuck.join('; ')}`);
    }
    order.push(next);
    done.add(next);
  }
  return order;
}
