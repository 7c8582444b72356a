import type { CrfModel } from '../../src/domain/ingredient-crf.ts';

/**
 * Reads a CRFsuite 1st-order model file (crf1dm.c: header "lCRF"/"FOMC", a "FEAT" chunk of
 * (type, src, dst, weight) records, and "CQDB" string tables for labels and attributes) into the
 * TypeScript tagger's weights, dropping weights whose magnitude is below `minWeight`.
 */
export function readCrfsuiteModel(buffer: Buffer, minWeight: number, decimals = 4): CrfModel {
  if (buffer.toString('latin1', 0, 4) !== 'lCRF' || buffer.toString('latin1', 8, 12) !== 'FOMC')
    throw new Error('not a CRFsuite 1st-order model');
  const u32 = (at: number) => buffer.readUInt32LE(at);
  const numLabels = u32(20);
  const offFeatures = u32(28);
  const offLabels = u32(32);
  const offAttrs = u32(36);

  const labels = readCqdb(buffer, offLabels);
  const attrs = readCqdb(buffer, offAttrs);
  if (labels.length !== numLabels) throw new Error('label table does not match the header');

  if (buffer.toString('latin1', offFeatures, offFeatures + 4) !== 'FEAT') throw new Error('no FEAT chunk');
  const numFeatures = u32(offFeatures + 8);
  const round = (w: number) => Number(w.toFixed(decimals));
  const transitions = new Array<number>(numLabels * numLabels).fill(0);
  const attributes: Record<string, number[]> = {};
  for (let k = 0, at = offFeatures + 12; k < numFeatures; k++, at += 20) {
    const type = u32(at);
    const src = u32(at + 4);
    const dst = u32(at + 8);
    const weight = buffer.readDoubleLE(at + 12);
    if (type === 1) transitions[src * numLabels + dst] = round(weight);
    else if (Math.abs(weight) >= minWeight) (attributes[attrs[src]] ??= []).push(dst, round(weight));
  }
  return { labels, transitions, attributes };
}

/** The strings of a CQDB table by id, read from its backward array. */
function readCqdb(buffer: Buffer, base: number): string[] {
  if (buffer.toString('latin1', base, base + 4) !== 'CQDB') throw new Error('no CQDB chunk');
  const bwdSize = buffer.readUInt32LE(base + 16);
  const bwdOffset = buffer.readUInt32LE(base + 20);
  const out = new Array<string>(bwdSize);
  for (let id = 0; id < bwdSize; id++) {
    const at = base + buffer.readUInt32LE(base + bwdOffset + id * 4);
    const ksize = buffer.readUInt32LE(at + 4);
    out[buffer.readUInt32LE(at)] = buffer.toString('utf8', at + 8, at + 8 + ksize - 1);
  }
  return out;
}
