import type { Plugin } from 'vite';

/** The parts of a module's info this plugin reads. */
export interface ModuleNode {
  id: string;
  isEntry: boolean;
  importedIds: readonly string[];
  /** Its code's length once transformed: a stand-in for its share of a chunk. */
  size: number;
}

/** How many files the first load's packages are spread over (see firstLoadChunkNames). */
export const VENDOR_CHUNKS = 3;

/** A module and every module it imports statically, each once. */
function staticClosure(modules: Map<string, ModuleNode>, id: string, seen = new Set<string>()) {
  if (seen.has(id) || !modules.has(id)) return seen;
  seen.add(id);
  for (const imported of modules.get(id)!.importedIds) staticClosure(modules, imported, seen);
  return seen;
}

/** `react-router`, `@reduxjs/toolkit`…, or undefined for the app's own modules. */
export function packageOf(id: string): string | undefined {
  const at = id.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const match = /^node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.slice(at));
  return match?.[1].replace('\\', '/');
}

/**
 * Names the chunk of each module the entry imports, so that a first visit asks for a few files of
 * about equal size rather than fourteen files, one of them twice the size of any other. On a phone's
 * slow link the files share the bandwidth and each pays a round trip (Chromium opens at most six
 * connections to a server over HTTP/1.1), so the first screen waits for the last file: fewer, even files
 * arrive sooner. The app's own modules go in `shell`; packages in `vendor-0`…`vendor-{n-1}`, whole
 * packages filled largest first into the smallest chunk so far. Every other module is left to Rolldown's
 * own splitting (the page chunks, loaded by the route preload beside these).
 */
export function firstLoadChunkNames(modules: Map<string, ModuleNode>, vendorChunks = VENDOR_CHUNKS) {
  const names = new Map<string, string>();
  const packages = new Map<string, { ids: string[]; size: number }>();
  for (const entry of modules.values()) {
    if (!entry.isEntry) continue;
    for (const id of staticClosure(modules, entry.id)) {
      if (id === entry.id) continue;
      const name = packageOf(id);
      if (!name) {
        names.set(id, 'shell');
        continue;
      }
      const pkg = packages.get(name) ?? { ids: [], size: 0 };
      if (pkg.ids.includes(id)) continue;
      pkg.ids.push(id);
      pkg.size += modules.get(id)!.size;
      packages.set(name, pkg);
    }
  }
  const filled = Array.from({ length: vendorChunks }, () => 0);
  for (const pkg of [...packages.values()].sort((a, b) => b.size - a.size)) {
    const bin = filled.indexOf(Math.min(...filled));
    filled[bin] += pkg.size;
    for (const id of pkg.ids) names.set(id, `vendor-${bin}`);
  }
  return names;
}

/**
 * Vite plugin and the Rolldown option it drives: the module graph is read once the build has loaded
 * every module, and Rolldown's code splitting then asks which group each module is in.
 */
export function firstLoadChunks(vendorChunks = VENDOR_CHUNKS) {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'hk-first-load-chunks',
    apply: 'build',
    buildEnd() {
      const modules = new Map<string, ModuleNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info)
          modules.set(id, { id, isEntry: info.isEntry, importedIds: info.importedIds, size: info.code?.length ?? 0 });
      }
      names = firstLoadChunkNames(modules, vendorChunks);
    },
  };
  const group = (name: string) => ({ name, test: (id: string) => names.get(id) === name });
  const vendor = Array.from({ length: vendorChunks }, (_, i) => group(`vendor-${i}`));
  // Each group takes only the modules named for it (Rolldown's default also pulls in what they import).
  return { plugin, codeSplitting: { includeDependenciesRecursively: false, groups: [group('shell'), ...vendor] } };
}
