import { Type } from 'typebox';

export const FeedIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const FeedTokenQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 100, description: 'The secret of the feed URL, as the account or group page gave it (`cal_…`)' })),
  },
  { additionalProperties: false },
);

/** A 200 answered as `text/calendar` (RFC 5545), for the OpenAPI document. */
export const CalendarResponse = {
  description: 'The calendar (RFC 5545), `Content-Type: text/calendar; charset=utf-8`, with an `ETag`',
  content: {
    'text/calendar': {
      schema: Type.String({ title: 'ICalendar', description: 'An iCalendar stream: one VCALENDAR with one VEVENT per event', examples: ['BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…\r\nEND:VCALENDAR\r\n'] }),
    },
  },
};

/** The URLs of one feed: `https` for anything, `webcal` for calendar apps that subscribe on a click. */
export interface FeedLinks {
  https: string;
  webcal: string;
}
