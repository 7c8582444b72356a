import { namedFieldLabel } from '#domain/field-labels.ts';

/** The domain schemas name fields by their API key ('firstName must be…'); forms show the label. */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  return message.replace(/^(\w+)\b/, (key) => namedFieldLabel(key) ?? key);
}
