/**
 * Tamper evidence for the PostgreSQL log. Each event's hash covers its content, its stream
 * revision and the previous event's hash, so an edit, a deletion or a reordering inside a
 * stream breaks the chain at that point. A stream's last events can be cut off without
 * breaking anything, so `sealLog` appends to `log-seal` the heads that moved since the
 * previous seal, and `verifyLog` checks that every sealed head is still there.
 */

export { headsDigest, SEAL_INTERVAL_MS, sealLog, startSealing } from './logSeal.ts'
export { type BrokenLink, type ChainRow, type VerifyReport, verifyChain, verifyLog } from './verifyLog.ts'
