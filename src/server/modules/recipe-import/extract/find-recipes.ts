type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when a node's @type (one value or many, bare or as a schema.org IRI) names Recipe. */
export function isRecipeNode(node: Node): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && /(^|[/:#])recipe$/i.test(t.trim()));
}

/**
 * Every schema.org Recipe among JSON-LD values: at the top, in arrays, in `@graph`, under
 * `mainEntity` or any other property (depth-limited, so a hostile page cannot recurse forever).
 */
export function findRecipeNodes(values: unknown[]): Node[] {
  const found: Node[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    if (isRecipeNode(value)) {
      found.push(value);
      return;
    }
    for (const child of Object.values(value)) if (typeof child === 'object') visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return found;
}

/** Every JSON-LD node with an `@id` and more than that (a reference alone names no node), depth-limited. */
export function nodesById(values: unknown[]): Map<string, Node> {
  const byId = new Map<string, Node>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const children = Array.isArray(value) ? value : Object.values(value);
    if (
      isObject(value) &&
      typeof value['@id'] === 'string' &&
      Object.keys(value).length > 1 &&
      !byId.has(value['@id'])
    ) {
      byId.set(value['@id'], value);
    }
    for (const child of children) if (typeof child === 'object') visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return byId;
}
