/**
 * Which standing orders may have a date to place: the port the placer asks each tick, so it
 * reads only those streams, not every standing order's. The query service's standing-orders
 * read model answers it (wired by the composition root, as OrderTimesSince is). The answer may
 * lag the log: the placer decides on the streams themselves, so a lagging answer only delays
 * a placement to a later tick, and a stale one costs a read.
 */
export interface StandingOrdersDue {
  /**
   * The standing orders with a date whose cut-off fell in the range (from exclusive, to
   * inclusive) that is neither placed nor missed, and that was active at that cut-off and did
   * not skip it, as far as the read model knows.
   */
  due(range: { from: Date; to: Date }): Promise<string[]>
}
