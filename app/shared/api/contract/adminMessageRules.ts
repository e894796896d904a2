/**
 * The text-message rules without zod (issue 43; backoffice.md §1 "marketing messages, text
 * messages", §7 Notification), read alike by the compose screen (its live counter, its warnings)
 * and by the mock (what it accepts, whom it skips), so the screen never says one thing and the
 * server do another.
 *
 * Message type by bytes, as Korean carriers and SMS gateways bill it:
 * - the byte count is EUC-KR's (CP949, the code page every Korean gateway converts to): a character
 *   of ASCII is 1 byte, every other character (Hangul, jamo, Hanja, full-width symbols) 2 bytes.
 *   The gateways count in that code page, not in UTF-8 (where a Hangul syllable is 3 bytes), so a
 *   UTF-8 count would turn a 45-syllable message into an LMS it is not;
 * - SMS up to 90 bytes (45 Hangul syllables), LMS up to 2,000 bytes (the long message), MMS the
 *   same text with an image. Over 2,000 bytes nothing can be sent;
 * - a character CP949 has no code for (an emoji, anything beyond the Basic Multilingual Plane)
 *   cannot reach a Korean phone: it is named and refused, never silently turned into "?".
 *
 * Advertising (정보통신망법 §50): a marketing message goes only to members who agreed to marketing
 * (`marketingAgreement`); it starts with "(광고)" and the advertiser's name and ends with the free
 * opt-out line; sent between 21:00 and 08:00 Seoul time it goes only to members who also gave the
 * separate night-time consent (the member record's own, with its date), and the operator confirms a
 * night send explicitly besides.
 */

/** An ordinary (informational) message, or an advertising one with the law's marks. */
export const messageKinds = ['TEXT', 'MARKETING'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageTypes = ['SMS', 'LMS', 'MMS'] as const;
export type MessageType = (typeof messageTypes)[number];

/** The carriers' short-message limit: 90 bytes, 45 Hangul syllables. */
export const SMS_MAX_BYTES = 90;
/** The long message's limit (LMS, and MMS's text). */
export const LMS_MAX_BYTES = 2000;

/** The opening mark the law asks of an advertisement. */
export const AD_MARK = '(광고)';
/** The night when advertising needs its own consent: from 21:00 to 08:00 Seoul time. */
export const NIGHT_STARTS_HOUR = 21;
export const NIGHT_ENDS_HOUR = 8;

/** A schedule must leave the gateway this long, and reach at most this far ahead. */
export const SCHEDULE_MIN_LEAD_MS = 10 * 60 * 1000;
export const SCHEDULE_MAX_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** What a single character costs in CP949; null when it has no code there (an emoji). */
export function charBytes(character: string): 1 | 2 | null {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint <= 0x7f) return 1;
  // Beyond the Basic Multilingual Plane (emoji, rare Hanja), variation selectors and joiners: no code.
  if (codePoint > 0xffff || (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || codePoint === 0x200d) return null;
  // The symbols' emoji range of the BMP (☀, ✅…) is not CP949's either.
  if (codePoint >= 0x2600 && codePoint <= 0x27bf) return null;
  return 2;
}

export interface MessageCount {
  /** Characters as a person counts them (an emoji is one). */
  characters: number;
  bytes: number;
  type: MessageType;
  /** More than LMS_MAX_BYTES: nothing can send it. */
  overLimit: boolean;
  /** The characters that have no CP949 code, each once, in order. */
  unsendable: string[];
}

/** The count the live counter shows and the mock checks; `hasImage` makes an LMS an MMS. */
export function countMessage(text: string, { hasImage = false }: { hasImage?: boolean } = {}): MessageCount {
  let bytes = 0;
  let characters = 0;
  const unsendable: string[] = [];
  for (const character of text) {
    characters += 1;
    const cost = charBytes(character);
    if (cost === null) {
      if (!unsendable.includes(character)) unsendable.push(character);
      // Counted as the gateway would need at least: two bytes.
      bytes += 2;
    } else bytes += cost;
  }
  const type: MessageType = hasImage ? 'MMS' : bytes <= SMS_MAX_BYTES ? 'SMS' : 'LMS';
  return { characters, bytes, type, overLimit: bytes > LMS_MAX_BYTES, unsendable };
}

/** The opt-out line an advertisement ends with: a free number to call. */
export function optOutLine(optOutNumber: string): string {
  return `무료수신거부 ${optOutNumber}`;
}

export interface AdvertiserInfo {
  /** The name the law asks to follow the mark (the tenant's service name). */
  advertiser: string;
  optOutNumber: string;
}

/**
 * The text that is sent: an ordinary message as written (trimmed); an advertisement with
 * "(광고){advertiser}" on its first line and the opt-out line on its last.
 */
export function sentText(kind: MessageKind, body: string, info: AdvertiserInfo): string {
  const text = body.trim();
  if (kind === 'TEXT') return text;
  return `${AD_MARK}${info.advertiser}\n${text}\n${optOutLine(info.optOutNumber)}`;
}

/** The Seoul hour (0–23) of an instant; Korea keeps no summer time. */
export function seoulHour(at: number): number {
  return new Date(at + SEOUL_OFFSET_MS).getUTCHours();
}

/** 21:00 up to 08:00 Seoul time: advertising then needs the separate night-time consent. */
export function isNightInSeoul(at: number): boolean {
  const hour = seoulHour(at);
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}

/** A marketing message sent at `at` must be confirmed as a night send first. */
export function needsNightConfirmation(kind: MessageKind, at: number): boolean {
  return kind === 'MARKETING' && isNightInSeoul(at);
}

/** Why a chosen person does not get the message (checked when it is asked, and again when it goes). */
export const recipientReasons = ['NO_PHONE', 'INVALID_NUMBER', 'WITHDRAWN', 'NO_MARKETING_CONSENT', 'NO_NIGHT_CONSENT'] as const;
export type RecipientReason = (typeof recipientReasons)[number];

const MOBILE = /^01[016789]\d{7,8}$/;

/** A number a carrier can deliver to: a Korean mobile number (010…, or +82 10…). */
export function isMobileNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('82') && phone.trim().startsWith('+') ? `0${digits.slice(2)}` : digits;
  return MOBILE.test(national);
}

export interface MessageRecipientFacts {
  /** False for a withdrawn or blocked account. */
  active: boolean;
  phone: string | null;
  marketingAgreement: boolean;
  /** The separate consent to advertising between 21:00 and 08:00 Seoul time. */
  nightMarketingAgreement: boolean;
}

/**
 * Why `recipient` does not get a message of `kind`, or null when it does: a withdrawn (or blocked)
 * account first, then no phone, a number no carrier takes, for an advertisement no marketing
 * consent, and for one sent at night (`atNight`: isNightInSeoul of its send time) no night consent.
 */
export function recipientBlock(recipient: MessageRecipientFacts, kind: MessageKind, { atNight = false }: { atNight?: boolean } = {}): RecipientReason | null {
  if (!recipient.active) return 'WITHDRAWN';
  if (recipient.phone === null || recipient.phone.trim() === '') return 'NO_PHONE';
  if (!isMobileNumber(recipient.phone)) return 'INVALID_NUMBER';
  if (kind === 'MARKETING' && !recipient.marketingAgreement) return 'NO_MARKETING_CONSENT';
  if (kind === 'MARKETING' && atNight && !recipient.nightMarketingAgreement) return 'NO_NIGHT_CONSENT';
  return null;
}

/** Where a request is: waiting for its time, being sent, sent, failed as a whole, or cancelled. */
export const messageRequestStatuses = ['SCHEDULED', 'PENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type MessageRequestStatus = (typeof messageRequestStatuses)[number];

/** What can still be taken back: a scheduled send, or one whose messages have not all gone. */
export function canCancelRequest(status: MessageRequestStatus): boolean {
  return status === 'SCHEDULED' || status === 'PENDING';
}

/** One recipient's result. SKIPPED: not sent by a rule (its reason); FAILED: the carrier refused it. */
export const messageResultStatuses = ['WAITING', 'SENT', 'FAILED', 'SKIPPED', 'CANCELLED'] as const;
export type MessageResultStatus = (typeof messageResultStatuses)[number];

/** A schedule's instant is acceptable from `now`: at least 10 minutes and at most 30 days ahead. */
export function scheduleProblem(at: number, now: number): 'TOO_SOON' | 'TOO_FAR' | null {
  if (at < now + SCHEDULE_MIN_LEAD_MS) return 'TOO_SOON';
  if (at > now + SCHEDULE_MAX_AHEAD_MS) return 'TOO_FAR';
  return null;
}

/** The request list's sort fields (a list offers only what its endpoint takes). */
export const messageRequestSortFields = ['sendAt', 'createdAt'] as const;

/**
 * The message area's own error codes (the shared catalogue stays untouched); the mock answers them
 * in the one `{status, code, message, data}` shape with a Korean message.
 */
export const messageErrorCodes = {
  /** A cancel of a request that has been sent (or failed, or was cancelled): `data.status`. */
  messageCancelNotAllowed: { code: 'message.cancel.not_allowed', status: 409 },
  /** An advertisement at night sent without the operator's confirmation: `data.sendAt`. */
  messageNightUnconfirmed: { code: 'message.night.unconfirmed', status: 409 },
  /** The text is over 2,000 bytes or holds characters no carrier takes: `data.bytes`, `data.unsendable`. */
  messageBodyInvalid: { code: 'message.body.invalid', status: 400 },
  /** A schedule too soon or too far: `data.problem`. */
  messageScheduleInvalid: { code: 'message.schedule.invalid', status: 400 },
  /** A picture that is not a JPG, over 300 KB or over 1,500 × 1,440 pixels, or no such file: `data.problem`. */
  messageImageInvalid: { code: 'message.image.invalid', status: 400 },
  /** A sender number the tenant has not registered: `data.senderNumber`. */
  messageSenderUnknown: { code: 'message.sender.unknown', status: 400 },
  /** Nobody chosen can get it (every one skipped by a rule): `data.blocked`. */
  messageNoRecipients: { code: 'message.recipients.none', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export type MessageErrorName = keyof typeof messageErrorCodes;
