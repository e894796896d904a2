/**
 * Back-office text and marketing messages (backoffice.md §1 "marketing messages, text messages",
 * §2 "Text message requests", §7 Notification "text message async send, requests, cancel",
 * Setting "marketing messages", Members "marketing consent"; issue 43). The spec gives shapes only;
 * the paths are chosen here under `/rest/notification/admin/tenant`, every call with the MESSAGE
 * permission (the people a message operator may pick are listed here, not through the member
 * area's MEMBER-only calls).
 *
 * What the server promises (the rules themselves: adminMessageRules.ts):
 * - a send is a request; sent now it becomes one TEXT_MESSAGE job of the job centre at once,
 *   scheduled (a Seoul time 10 minutes to 30 days ahead) it waits as SCHEDULED and becomes its job
 *   at that time. One item per person who can get it, in order;
 * - whom it skips is decided when it is asked and checked again when it goes: a withdrawn account,
 *   no phone, a number no carrier takes, for an advertisement no marketing consent, and for one sent
 *   at night (21:00–08:00 Seoul, by its send time) no separate night-time consent — each a result
 *   with its reason, never sent. `reach` says the same counts before anything is sent;
 * - a picture makes it an MMS: one JPG of at most 300 KB and 1,500 × 1,440 pixels, uploaded first
 *   through the file calls and named by its file id; any other is refused with 400
 *   `message.image.invalid` (`data.problem`; adminMessageImageRules.ts says why these limits). The
 *   request keeps the picture, and its page shows it;
 * - an advertisement is sent with "(광고)" and the advertiser's name first and the free opt-out
 *   line last (the text stored and shown is the one sent); at night (21:00–08:00 Seoul) it is
 *   refused unless the operator confirmed the night send (`message.night.unconfirmed`);
 * - a request that is SCHEDULED or PENDING can be cancelled (a scheduled one sends nothing, a
 *   pending one nothing more); any other is refused with `message.cancel.not_allowed` and a Korean
 *   message. A cancel names who and when on the request, and is written to the change history
 *   (record type MESSAGE_REQUEST: "예약 문자 · 40명 · 2026.12.10 09:00", its scheduling and its cancel, status before → after);
 * - the people are the shared recipients' shapes (adminRecipients.ts): a scope or a group whose
 *   count moved is refused with 409 `selection.changed`.
 */
import { z } from 'zod/mini';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { memberListFilterSchema } from './adminMemberList';
import {
  LMS_MAX_BYTES,
  messageKinds,
  messageRequestSortFields,
  messageRequestStatuses,
  messageResultStatuses,
  messageTypes,
  recipientReasons,
} from './adminMessageRules';
import { recipientDryRunSchema, recipientGroupSchema, recipientIdentifiersSchema, recipientMemberSchema, recipientsSchema } from './adminRecipients';
import { countSchema as count, recordKeySchema as key, queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const access = { side: 'operator', permission: 'MESSAGE' } as const;
const base = '/rest/notification/admin/tenant';


export const messageKindSchema = z.enum(messageKinds);
export const messageTypeSchema = z.enum(messageTypes);
export const messageRequestStatusSchema = z.enum(messageRequestStatuses);
export const messageResultStatusSchema = z.enum(messageResultStatuses);
export const recipientReasonSchema = z.enum(recipientReasons);

/** How many of the chosen are skipped, by reason (every reason present, zero when none). */
export const reasonCountsSchema = z.record(recipientReasonSchema, count);
export type ReasonCounts = z.infer<typeof reasonCountsSchema>;

/** A sender number the tenant registered with the carriers (only those can be sent from). */
export const senderNumberSchema = z.object({ number: z.string(), label: z.string() });

/** What the compose screen needs of the tenant: its sender numbers and what an advertisement carries. */
export const messageSettingsSchema = z.object({
  senderNumbers: z.array(senderNumberSchema),
  /** The name after "(광고)". */
  advertiser: z.string(),
  /** The free number of the opt-out line. */
  optOutNumber: z.string(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** Whom a message reaches: the chosen, and of them how many are skipped and why. */
export const messageReachSchema = z.object({
  total: count,
  deliverable: count,
  skipped: reasonCountsSchema,
});
export type MessageReach = z.infer<typeof messageReachSchema>;

/** The picture an MMS carries, as the request keeps it. */
export const messageImageSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** Bytes. */
  size: count,
  width: count,
  height: count,
});
export type MessageImage = z.infer<typeof messageImageSchema>;

export const sendBodySchema = z.object({
  kind: messageKindSchema,
  /** The text as typed; an advertisement's marks are added by the server (adminMessageRules.sentText). */
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(LMS_MAX_BYTES)),
  senderNumber: key,
  people: recipientsSchema,
  /** When to send; null: now. */
  sendAt: z.nullable(isoDateTime),
  /** The operator confirmed an advertisement sent at night. */
  nightConfirmed: z.boolean(),
  /** An uploaded JPG (its file id) that makes the message an MMS; absent or null: none. */
  imageFileId: z.optional(z.nullable(key)),
});
export type SendBody = z.input<typeof sendBodySchema>;

export const messageCountsSchema = z.object({
  sent: count,
  failed: count,
  skipped: count,
  waiting: count,
  cancelled: count,
});

/** A request as the list and its page show it. */
export const messageRequestSchema = z.object({
  requestKey: z.string(),
  kind: messageKindSchema,
  status: messageRequestStatusSchema,
  type: messageTypeSchema,
  /** The text that was (or will be) sent, marks included. */
  text: z.string(),
  /** The picture of an MMS; null for a text alone. */
  image: z.nullable(messageImageSchema),
  senderNumber: z.string(),
  /** Whom it was asked for, in words ("그룹 ‘VIP 회원’ 전체 3,120명"). */
  scope: z.string(),
  /** The people chosen (sent, skipped and the rest together). */
  total: count,
  counts: messageCountsSchema,
  skippedByReason: reasonCountsSchema,
  /** The time it was (or is) to go: the schedule, or when it was asked. */
  sendAt: isoDateTime,
  scheduled: z.boolean(),
  createdAt: isoDateTime,
  createdBy: actorSchema,
  /** Its job in the job centre, once it started; null while scheduled or for an old record. */
  jobId: z.nullable(z.string()),
  cancelledAt: z.nullable(isoDateTime),
  /** Who cancelled it (with `cancelledAt`); null when it was not cancelled here. */
  cancelledBy: z.nullable(actorSchema),
  /** Whether a cancel is taken now. */
  cancellable: z.boolean(),
});
export type MessageRequest = z.infer<typeof messageRequestSchema>;

export const messageResultSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  phone: z.nullable(z.string()),
  status: messageResultStatusSchema,
  /** Why it was skipped or failed; null otherwise. */
  reason: z.nullable(recipientReasonSchema),
});
export type MessageResult = z.infer<typeof messageResultSchema>;

export const messageRequestFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(messageRequestStatusSchema)),
  kind: z.optional(queryListOf(messageKindSchema)),
  sendFrom: z.optional(isoDateTime),
  sendTo: z.optional(isoDateTime),
});

export const settings = defineEndpoint({
  id: 'adminMessage.settings',
  method: 'GET',
  path: `${base}/text-messages/settings`,
  auth: 'required',
  access,
  response: messageSettingsSchema,
  summary: "The tenant's registered sender numbers, and the advertiser name and free opt-out number an advertisement carries.",
});

export const groups = defineEndpoint({
  id: 'adminMessage.groups',
  method: 'GET',
  path: `${base}/text-message-groups`,
  auth: 'required',
  access,
  response: z.object({ items: z.array(recipientGroupSchema) }),
  summary: 'The member groups, by name, each with its member count.',
});

export const members = defineEndpoint({
  id: 'adminMessage.members',
  method: 'GET',
  path: `${base}/text-message-members`,
  auth: 'required',
  access,
  query: z.extend(memberListFilterSchema, adminListQuery(['displayName', 'email', 'joinedAt'], 50)),
  response: adminPageOf(recipientMemberSchema),
  summary: "The member search: the member list's filter (name, e-mail, phone, initial consonants, groups), paged.",
});

export const dryRun = defineEndpoint({
  id: 'adminMessage.dryRun',
  method: 'POST',
  path: `${base}/text-messages/dry-run`,
  auth: 'required',
  access,
  body: z.object({ identifiers: recipientIdentifiersSchema }),
  response: recipientDryRunSchema,
  summary: 'Tells apart an imported list (e-mails or ids) before anything is sent: new, withdrawn, not found, invalid (nobody "already holds" a message).',
});

export const reach = defineEndpoint({
  id: 'adminMessage.reach',
  method: 'POST',
  path: `${base}/text-messages/reach`,
  auth: 'required',
  access,
  body: z.object({
    kind: messageKindSchema,
    people: recipientsSchema,
    /** When it would go (a night advertisement skips those without night consent); absent or null: now. */
    sendAt: z.optional(z.nullable(isoDateTime)),
  }),
  response: messageReachSchema,
  summary:
    'How many of the chosen would get a message of this kind sent at that time and how many are skipped, by reason (no phone, invalid number, withdrawn, no marketing consent, no night-time consent); 409 selection.changed when the scope moved.',
});

export const send = defineEndpoint({
  id: 'adminMessage.send',
  method: 'POST',
  path: `${base}/text-messages`,
  auth: 'required',
  access,
  body: sendBodySchema,
  response: messageRequestSchema,
  summary:
    'Send a message asynchronously: now (a TEXT_MESSAGE job at once) or at a Seoul time (SCHEDULED); with a picture, an MMS. 400 message.body.invalid, message.image.invalid, message.schedule.invalid, message.sender.unknown; 409 message.night.unconfirmed, message.recipients.none, selection.changed; 404 group gone.',
});

export const requests = defineEndpoint({
  id: 'adminMessage.requests',
  method: 'GET',
  path: `${base}/text-messages`,
  auth: 'required',
  access,
  query: z.extend(messageRequestFilterSchema, adminListQuery(messageRequestSortFields, 50)),
  response: adminPageOf(messageRequestSchema),
  summary: 'The requests, newest send time first by default, filtered by text, status, kind and Seoul days, each with its counts.',
});

export const request = defineEndpoint({
  id: 'adminMessage.request',
  method: 'GET',
  path: `${base}/text-messages/{requestKey}`,
  auth: 'required',
  access,
  params: z.object({ requestKey: key }),
  response: messageRequestSchema,
  summary: 'One request with its counts; 404 when there is none.',
});

export const results = defineEndpoint({
  id: 'adminMessage.results',
  method: 'GET',
  path: `${base}/text-messages/{requestKey}/results`,
  auth: 'required',
  access,
  params: z.object({ requestKey: key }),
  query: z.object({
    ...adminListQuery(['order'], 50),
    status: z.optional(queryListOf(messageResultStatusSchema)),
    reason: z.optional(queryListOf(recipientReasonSchema)),
    q: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: adminPageOf(messageResultSchema),
  summary: "A request's people in order, each sent, waiting, failed or skipped with its reason, or cancelled; filtered; 404 when there is no such request.",
});

export const cancel = defineEndpoint({
  id: 'adminMessage.cancel',
  method: 'POST',
  path: `${base}/text-messages/{requestKey}/cancel`,
  auth: 'required',
  access,
  params: z.object({ requestKey: key }),
  response: messageRequestSchema,
  summary: 'Cancel a scheduled or pending request (nothing more is sent); 409 message.cancel.not_allowed once it was sent, failed or cancelled; 404 when there is none.',
});

export const adminMessageEndpoints = { settings, groups, members, dryRun, reach, send, requests, request, results, cancel };
