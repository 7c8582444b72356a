import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

const ACCOUNT_FIELDS = ['firstName', 'lastName', 'username', 'phoneNum', 'email', 'password', 'gender'] as const;

/**
 * Marks each account field the server refused (`details` of a 400) with the server's message; the form shows
 * it in the field's words and the active language (fieldMessage). Returns true when at least one field was
 * marked, so no toast is needed.
 */
export function markServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  details: Record<string, string> | undefined,
): boolean {
  let marked = false;
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = ACCOUNT_FIELDS.find((name) => name === key);
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message });
    marked = true;
  }
  return marked;
}
