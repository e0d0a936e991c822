/** Where a listening connection hands what it hears. */
export interface ListenSink {
  notification(channel: string, payload: string | undefined): void;
  /** LISTEN succeeded: from now on every committed notification arrives (first time or again). */
  listening(): void;
  /** The connection dropped: notifications sent until `listening()` comes again are lost. */
  lost(): void;
}

/** The notifications of some channels for this process, from whichever database it runs on. */
export interface ListenSource {
  /** Resolves once notifications flow (or, on a server, once a first attempt was made). */
  start(): Promise<void>;
  close(): Promise<void>;
}
