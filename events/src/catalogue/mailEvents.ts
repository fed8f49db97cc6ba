import { z } from 'zod'
import {
  deliveryAttempt,
  id,
  mailPreferencesSchema,
  notificationIdSchema,
  notificationKindSchema,
} from './fields.ts'

/** Mail, password resets, imports and the log seal. Part of the event catalogue (events.ts). */
export const mailEvents = {
  // notification-{notificationId}: one message to one recipient, the outbox of the notifier.
  // The id is derived from (source, kind, recipient), and the stream must be new to queue it,
  // so a replay or a second notifier process never queues (nor sends) the same message twice.
  NotificationQueued: {
    version: 1,
    data: z.object({
      notificationId: notificationIdSchema,
      kind: notificationKindSchema,
      /** What caused it: the source event's id, or a dated key for a digest or a reminder. */
      source: z.string().min(1).max(200),
      recipient: z.object({ userId: id, email: z.string().email(), name: z.string() }),
      /**
       * The rendered message. Links that carry a capability (reset, unsubscribe) are placeholders
       * here, filled when the message is sent, so the log never holds a usable token.
       */
      subject: z.string().min(1).max(300),
      text: z.string(),
      html: z.string(),
    }),
  },
  /** One delivery attempt claimed by one sender (the stream revision is the lock). */
  NotificationSending: {
    version: 1,
    data: z.object(deliveryAttempt),
  },
  NotificationSent: {
    version: 1,
    data: z.object({
      ...deliveryAttempt,
      /** Where it went: the SMTP server's answer, or the .eml file written. */
      deliveredTo: z.string().max(500),
    }),
  },
  NotificationFailed: {
    version: 1,
    data: z.object({
      notificationId: notificationIdSchema,
      attempt: z.number().int().nonnegative(),
      reason: z.string().max(1000),
      /** When the next attempt is due; null: given up (a bounce, a day of failures, no recipient). */
      retryAt: z.iso.datetime().nullable(),
    }),
  },

  // mail-preferences-{userId}: which mails a user gets (absent: the defaults)
  MailPreferencesSet: {
    version: 1,
    data: z.object({
      userId: id,
      preferences: mailPreferencesSchema,
      /** From the profile screen, or from a mail's unsubscribe link (no session). */
      via: z.enum(['profile', 'unsubscribe-link']),
    }),
  },

  // password-reset-{userId}: "forgot password" links. Only the request's id is logged; the link
  // is a token signed with the session secret naming it, made when the mail is sent.
  PasswordResetRequested: {
    version: 1,
    data: z.object({
      userId: id,
      requestId: z.uuid(),
      expiresAt: z.iso.datetime(),
      /**
       * The account's sessionVersion when asked: any password change, reset or deletion since
       * raises it, and the link is spent. Optional only so the event's first shape still reads.
       */
      sessionVersion: z.number().int().nonnegative().optional(),
    }),
  },
  /** Appended with the user stream's UserPasswordChanged: the link is spent. */
  PasswordResetCompleted: {
    version: 1,
    data: z.object({ userId: id, requestId: z.uuid() }),
  },

  // import-{importId}: one applied spreadsheet import (issue 26). Its events in other streams
  // carry the import, file and row in their metadata; this records the whole.
  ImportApplied: {
    version: 1,
    data: z.object({
      importId: z.uuid(),
      /** 'stock' since issue 36. */
      kind: z.enum(['catalogue', 'customers', 'prices', 'stock']),
      fileName: z.string().min(1).max(255),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      rows: z.number().int().nonnegative(),
      /** Rows that changed something (the rest were unchanged). */
      changed: z.number().int().nonnegative(),
      /**
       * Rows with errors left out when the admin applied the valid rows only (issue 35), each with
       * its refusal ("Row 214, Price: ..."). Absent: the whole file applied, as every import did
       * before the choice existed.
       */
      refused: z
        .array(z.object({ row: z.number().int().min(2), error: z.string().min(1).max(1000) }))
        .max(10_000)
        .optional(),
    }),
  },

  // log-seal: anchors every stream's head, so cutting off a stream's last events is detected
  LogSealed: {
    version: 1,
    data: z.object({
      /** Heads that moved since the previous seal (all of them in the first seal). */
      heads: z.array(
        z.object({ streamId: z.string().min(1), revision: z.number().int().nonnegative(), hash: z.string() }),
      ),
      /** SHA-256 over every sealed head so far, sorted by stream: publishable outside the log. */
      digest: z.string().regex(/^[0-9a-f]{64}$/),
      streamCount: z.number().int().nonnegative(),
      eventCount: z.number().int().nonnegative(),
    }),
  },
} as const
