/**
 * One pending refresh shared by every caller that needs it (learner.md §4 "Concurrent refreshes
 * share one pending request"). The slot empties itself when the flight settles.
 */
export interface SingleFlight<T> {
  /** The flight in progress, to join instead of starting another. */
  current(): Promise<T> | null;
  share(flight: Promise<T>): Promise<T>;
  /** Nobody new may join the current flight (the tokens it was started for are gone). */
  detach(): void;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  let pending: Promise<T> | null = null;
  return {
    current: () => pending,
    share(flight) {
      pending = flight;
      const release = (): void => {
        if (pending === flight) pending = null;
      };
      flight.then(release, release);
      return flight;
    },
    detach() {
      pending = null;
    },
  };
}
