/** Puts text on the clipboard; the selected field and the old command where the Clipboard API is missing. */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}
