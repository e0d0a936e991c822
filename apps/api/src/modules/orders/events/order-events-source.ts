/** Where the raw notifications of the order events channel go. */
export interface OrderEventsSink {
  payload(payload: string | undefined): void;
  /** Listening again after an outage: notifications sent meanwhile were lost. */
  reconnected(): void;
}

/** The channel's notifications for this process, from whichever database it runs on. */
export interface OrderEventsSource {
  /** Resolves once notifications flow (or, on a server, once a first attempt was made). */
  start(): Promise<void>;
  close(): Promise<void>;
}
