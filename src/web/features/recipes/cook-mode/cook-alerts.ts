/** How a finished timer gets the cook's attention: a beep (Web Audio) and a notification when allowed. */

let audio: AudioContext | undefined;

/**
 * Made (or resumed) inside a click, so the browser lets it play later: an AudioContext created
 * without a user gesture starts suspended.
 */
export function unlockSound(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
}

/** Three short beeps. */
export function beep(): void {
  if (!audio) unlockSound();
  if (!audio) return;
  const start = audio.currentTime;
  for (let i = 0; i < 3; i++) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sine';
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start + i * 0.4);
    gain.gain.exponentialRampToValueAtTime(0.4, start + i * 0.4 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.4 + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(start + i * 0.4);
    osc.stop(start + i * 0.4 + 0.32);
  }
}

/** Asks once, from the click that starts the first timer (browsers ignore a request without one). */
export function askToNotify(): void {
  const N = globalThis.Notification;
  if (N && N.permission === 'default') void N.requestPermission().catch(() => {});
}

export function notify(title: string, body: string): void {
  const N = globalThis.Notification;
  if (!N || N.permission !== 'granted') return;
  try {
    new N(title, { body, tag: `${title}:${body}` });
  } catch {
    // Android Chrome allows notifications only from a service worker; the beep still sounds.
  }
}
