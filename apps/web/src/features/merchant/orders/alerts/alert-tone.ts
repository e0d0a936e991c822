/** Whether the queue can ring: no Web Audio, blocked until a user gesture, or ready. */
export type ToneState = 'unavailable' | 'blocked' | 'ready';

type AudioContextClass = new () => AudioContext;

/** Two rising beeps (A5, D6), short and distinct from the page's other sounds (it has none). */
const BEEPS = [
  { frequency: 880, start: 0 },
  { frequency: 1175, start: 0.18 },
] as const;
const BEEP_SECONDS = 0.14;
const VOLUME = 0.25;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * The new-order alert, drawn with the Web Audio API: no sound file to load. Browsers keep a
 * page's audio suspended until the user has clicked or typed there; `unlock` is called from
 * such a gesture.
 */
export class AlertTone {
  private readonly context: AudioContext | null;

  constructor(AudioContextType: AudioContextClass | undefined = audioContextClass()) {
    this.context = AudioContextType ? new AudioContextType() : null;
  }

  get state(): ToneState {
    if (!this.context) return 'unavailable';
    return this.context.state === 'running' ? 'ready' : 'blocked';
  }

  /** Calls `listener` whenever the browser allows or stops the sound. */
  onChange(listener: () => void): () => void {
    this.context?.addEventListener('statechange', listener);
    return () => this.context?.removeEventListener('statechange', listener);
  }

  /** Asks the browser to allow sound; only works from a user gesture. */
  async unlock(): Promise<void> {
    if (this.context?.state !== 'suspended') return;
    try {
      await this.context.resume();
    } catch {
      // Still blocked: the "Enable sound" button stays.
    }
  }

  play(): void {
    const context = this.context;
    if (!context || context.state !== 'running') return;
    const now = context.currentTime;
    for (const beep of BEEPS) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = now + beep.start;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(beep.frequency, start);
      // A quick fade in and out: a square edge would click.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(VOLUME, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + BEEP_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + BEEP_SECONDS + 0.02);
    }
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
  }
}
