import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { JsonLimits, type FileErrorCode } from './limits.ts';

/** A text past its limit, kept as its length only: the recipe that holds it fails with a reason. */
export class OversizedText {
  constructor(readonly length: number) {}
}

/** JSON refused while it was read: too deep, too many values, a key or number too long, or broken. */
export class JsonReadError extends Error {
  constructor(
    readonly code: FileErrorCode,
    message: string,
    /** For broken JSON, where and how it breaks. */
    readonly detail: string = message,
  ) {
    super(message);
  }
}

/** The limits the reader applies (JsonLimits unless a test narrows them). */
export interface JsonBounds {
  maxDepth: number;
  maxValues: number;
  maxTextLength: number;
  maxPictureTextLength: number;
  pictureTextKeys: readonly string[];
  maxTokenLength: number;
}

type Container = { value: Record<string, unknown> | unknown[]; key: string | null };

/** Bytes of the input decoded per step: small enough that no step holds much. */
const STEP = 64 * 1024;

/**
 * A JSON reader that applies the limits while it tokenizes (stream-json's tokenizer): a string is
 * collected chunk by chunk and dropped for an `OversizedText` as soon as it passes its limit, and the
 * depth and the count of values are checked before a container or value is made. So a 50 MiB name or
 * a million nested arrays never exist in memory as JavaScript values.
 */
export function createJsonReader(limits: JsonBounds = JsonLimits) {
  const tokenize = jsonParser({
    packKeys: true,
    streamKeys: false,
    packNumbers: true,
    streamNumbers: false,
    packStrings: false,
    streamStrings: true,
    // The tokenizer's own bounds stand behind ours: one more level, and keys and numbers.
    maxDepth: limits.maxDepth + 1,
    maxPackedLength: limits.maxTokenLength,
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stack: Container[] = [];
  let root: unknown = undefined;
  let done = false;
  let values = 0;
  let started = false;
  let text: { parts: string[]; length: number; max: number } | null = null;

  const place = (value: unknown) => {
    if (++values > limits.maxValues)
      throw new JsonReadError(
        'JSON_TOO_MANY_VALUES',
        `it holds more than ${limits.maxValues.toLocaleString('en')} JSON values`,
      );
    const top = stack.at(-1);
    if (!top) {
      root = value;
      done = true;
    } else if (Array.isArray(top.value)) top.value.push(value);
    else if (top.key === '__proto__')
      // Defined, not assigned, so "__proto__" is a plain field and never a prototype.
      Object.defineProperty(top.value, top.key, { value, enumerable: true, writable: true, configurable: true });
    else (top.value as Record<string, unknown>)[top.key!] = value;
  };
  const open = (value: Record<string, unknown> | unknown[]) => {
    if (stack.length >= limits.maxDepth)
      throw new JsonReadError('JSON_TOO_DEEP', `it nests JSON more than ${limits.maxDepth} levels deep`);
    place(value);
    stack.push({ value, key: null });
  };
  const maxFor = () => {
    const key = stack.at(-1)?.key;
    return key && limits.pictureTextKeys.includes(key) ? limits.maxPictureTextLength : limits.maxTextLength;
  };

  const onToken = (t: Token) => {
    switch (t.name) {
      case 'startObject':
        return open({});
      case 'startArray':
        return open([]);
      case 'endObject':
      case 'endArray':
        stack.pop();
        return;
      case 'keyValue':
        stack.at(-1)!.key = t.value;
        return;
      case 'startString':
        text = { parts: [], length: 0, max: maxFor() };
        return;
      case 'stringChunk':
        text!.length += t.value.length;
        if (text!.length <= text!.max) text!.parts.push(t.value);
        else text!.parts = [];
        return;
      case 'endString':
        place(text!.length <= text!.max ? text!.parts.join('') : new OversizedText(text!.length));
        text = null;
        return;
      case 'numberValue':
        return place(Number(t.value));
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return place(t.value);
      default:
        return;
    }
  };

  const feed = (input: string | typeof none) => {
    let out;
    try {
      out = tokenize(input as string);
    } catch (err) {
      if (err instanceof JsonReadError) throw err;
      const message = (err as Error).message.replace(/^(parser|Parser cannot parse input): /, '');
      if (/maxDepth/.test(message))
        throw new JsonReadError('JSON_TOO_DEEP', `it nests JSON more than ${limits.maxDepth} levels deep`);
      if (/maxPackedLength/.test(message))
        throw new JsonReadError(
          'JSON_TOKEN_TOO_LONG',
          `it holds a key or number longer than ${limits.maxTokenLength.toLocaleString('en')} characters`,
        );
      throw new JsonReadError('JSON_INVALID', `it is not valid JSON (${message})`, message);
    }
    if (isMany(out)) for (const t of getManyValues(out) as Token[]) onToken(t);
  };

  const decode = (bytes: Uint8Array, stream: boolean) => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      throw new JsonReadError('NOT_UTF8', 'it is not UTF-8 text');
    }
  };

  return {
    /** Reads the next bytes of the document. */
    write(bytes: Uint8Array) {
      for (let at = 0; at < bytes.length; at += STEP) {
        let chunk = decode(bytes.subarray(at, at + STEP), true);
        if (!started && chunk.length > 0) {
          started = true;
          if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
        }
        if (chunk) feed(chunk);
      }
    },
    /** The document's value, once every byte was written. */
    end(): unknown {
      const rest = decode(new Uint8Array(0), false);
      if (rest) feed(rest);
      feed(none);
      if (!done) {
        const detail = 'the text ends before its JSON does';
        throw new JsonReadError('JSON_INVALID', `it is not valid JSON (${detail})`, detail);
      }
      return root;
    },
  };
}

/** JSON of bytes held in memory, read within the limits. */
export function readJsonBytes(bytes: Uint8Array, limits: JsonBounds = JsonLimits): unknown {
  const reader = createJsonReader(limits);
  reader.write(bytes);
  return reader.end();
}

/** JSON of a stream of bytes (a zip entry as it inflates), read within the limits. */
export async function readJsonStream(chunks: AsyncIterable<Uint8Array>, limits: JsonBounds = JsonLimits) {
  const reader = createJsonReader(limits);
  for await (const chunk of chunks) reader.write(chunk);
  return reader.end();
}
