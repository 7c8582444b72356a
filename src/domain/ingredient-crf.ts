/**
 * A first-order linear-chain CRF tagger: the weights exported from CRFsuite (scripts/train-parser.ts)
 * and a Viterbi decoder, in plain TypeScript so that no native module runs at run time.
 */
export interface CrfModel {
  labels: string[];
  /** transitions[from * labels.length + to]. */
  transitions: number[];
  /** Per attribute name, pairs of (label index, weight), flattened. */
  attributes: Record<string, number[]>;
}

/** The most likely label of each token, given each token's attribute names. */
export function viterbi(model: CrfModel, features: string[][]): string[] {
  const n = features.length;
  const L = model.labels.length;
  if (n === 0) return [];
  const state = new Float64Array(n * L);
  for (let i = 0; i < n; i++) {
    for (const name of features[i]) {
      const pairs = Object.hasOwn(model.attributes, name) ? model.attributes[name] : undefined;
      if (!pairs) continue;
      for (let p = 0; p < pairs.length; p += 2) state[i * L + pairs[p]] += pairs[p + 1];
    }
  }
  const score = new Float64Array(n * L);
  const back = new Int32Array(n * L);
  for (let y = 0; y < L; y++) score[y] = state[y];
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let x = 0; x < L; x++) {
        const s = score[(i - 1) * L + x] + model.transitions[x * L + y];
        if (s > best) {
          best = s;
          arg = x;
        }
      }
      score[i * L + y] = best + state[i * L + y];
      back[i * L + y] = arg;
    }
  }
  let last = 0;
  for (let y = 1; y < L; y++) if (score[(n - 1) * L + y] > score[(n - 1) * L + last]) last = y;
  const path = new Array<string>(n);
  for (let i = n - 1; i >= 0; i--) {
    path[i] = model.labels[last];
    last = back[i * L + last];
  }
  return path;
}
