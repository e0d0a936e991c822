import { vi } from 'vitest';

/** The Web Audio calls the alert tone makes, recorded: each oscillator started is one beep. */
export class FakeAudioContext extends EventTarget {
  /** Every context made; the last is the page's. */
  static made: FakeAudioContext[] = [];
  /** What the next context starts as: browsers start suspended before a user gesture. */
  static startState: AudioContextState = 'running';
  /** Whether `resume` is allowed (a user gesture) or refused. */
  static allowResume = true;

  state: AudioContextState = FakeAudioContext.startState;
  currentTime = 0;
  destination = {};
  beeps = 0;

  constructor() {
    super();
    FakeAudioContext.made.push(this);
  }

  static reset(): void {
    FakeAudioContext.made = [];
    FakeAudioContext.startState = 'running';
    FakeAudioContext.allowResume = true;
  }

  static get current(): FakeAudioContext | undefined {
    return FakeAudioContext.made.at(-1);
  }

  resume(): Promise<void> {
    if (!FakeAudioContext.allowResume) return Promise.reject(new Error('NotAllowedError'));
    this.setState('running');
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.setState('closed');
    return Promise.resolve();
  }

  createOscillator() {
    const param = { setValueAtTime: vi.fn() };
    return {
      type: 'sine',
      frequency: param,
      connect: (node: unknown) => node,
      start: () => {
        this.beeps += 1;
      },
      stop: vi.fn(),
    };
  }

  createGain() {
    const node = {
      gain: {
        setValueAtTime: vi.fn(),
        exponentialRampToValueAtTime: vi.fn(),
      },
      connect: (next: unknown) => next,
    };
    return node;
  }

  private setState(state: AudioContextState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** Beeps of the page's tone: two oscillators make one ring. */
export const rings = () => (FakeAudioContext.current?.beeps ?? 0) / 2;

/** Gives the page this fake Web Audio; `vi.unstubAllGlobals()` takes it away. */
export function installFakeAudio(startState: AudioContextState = 'running') {
  FakeAudioContext.reset();
  FakeAudioContext.startState = startState;
  vi.stubGlobal('AudioContext', FakeAudioContext);
}
