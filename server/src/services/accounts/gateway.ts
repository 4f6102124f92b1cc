/** A text message or e-mail on its way to a member. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** `+<dialling code><number>` for SMS, the address for e-mail. */
  to: string;
  subject: string;
  body: string;
}

export interface SentMessage extends OutgoingMessage {
  id: number;
  sentAt: string;
}

/** Where SMS and e-mail leave the platform. A production deployment plugs its provider in here. */
export interface MessageGateway {
  send(message: OutgoingMessage): Promise<void>;
}

const OUTBOX_LIMIT = 500;

/**
 * The development gateway: nothing leaves the machine; messages are kept (the newest 500)
 * so tests, and the operator when development tools are on, can read them.
 */
export function createOutboxGateway() {
  const messages: SentMessage[] = [];
  let nextId = 1;
  return {
    async send(message: OutgoingMessage): Promise<void> {
      messages.push({ ...message, id: nextId++, sentAt: new Date().toISOString() });
      if (messages.length > OUTBOX_LIMIT) messages.splice(0, messages.length - OUTBOX_LIMIT);
    },
    /** Messages to one recipient, newest first. A phone number matches with or without its leading +. */
    read(to: string): SentMessage[] {
      const wanted = normaliseRecipient(to);
      return messages.filter((m) => normaliseRecipient(m.to) === wanted).reverse();
    },
  } satisfies MessageGateway & { read(to: string): SentMessage[] };
}

export const smsRecipient = (countryDialingCode: string, mobileNum: string) => `+${countryDialingCode}${mobileNum}`;

const normaliseRecipient = (to: string) => to.trim().toLowerCase().replace(/^\+/, '').replace(/[\s-]/g, '');
