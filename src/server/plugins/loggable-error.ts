/**
 * An error as it may be logged (under the key `error`: pino's `err` serializer would rebuild it from the
 * original): type, message, code and stack, with no bound values. drizzle's
 * DrizzleQueryError puts every parameter of the failed query in its message (password hashes, e-mail
 * addresses), and PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)") repeats row
 * values; neither is ever logged.
 */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggableError;
}

const MAX_CAUSES = 4;

function stringField(err: object, key: string): string | undefined {
  const value = (err as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The SQL of a failed query without its parameters, or a driver message without a quoted input value. */
function safeMessage(err: Error): string {
  const query = stringField(err, 'query');
  if (query !== undefined && 'params' in err && err.message.startsWith('Failed query:')) {
    return `Failed query: ${query ?? '(unknown)'}`;
  }
  // 'invalid input syntax for type integer: "abc"' names the input; keep the words, not the value.
  return err.message.replace(/: ".*"$/s, ': "…"');
}

export function loggableError(err: unknown, depth = 0): LoggableError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-Error value thrown' };
  const type = (err.name !== 'Error' ? err.name : err.constructor?.name) || 'Error';
  const message = safeMessage(err);
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  const out: LoggableError = { type, message, stack: frames ? `${type}: ${message}\n${frames}` : undefined };
  const code = stringField(err, 'code');
  if (code) out.code = code;
  const constraint = stringField(err, 'constraint_name') ?? stringField(err, 'constraint');
  if (constraint) out.constraint = constraint;
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = loggableError(err.cause, depth + 1);
  return out;
}
