import { Type, type Static } from 'typebox';
import { Pagination } from '../../http/pagination.ts';

/**
 * What each event type's `data.object` is. `church_member` and `group_member` objects are
 * the entries of the member lists (plus the ids that place them). An `event_registration` is
 * the entry of the event's registration list plus `eventId` for the readers who may list
 * them, and the event with its counts for everyone else (see ChangesService.visibleTo).
 */
export const CHANGE_TYPES = {
  'church.created': 'church',
  'church.updated': 'church',
  'church.member.added': 'church_member',
  'church.member.updated': 'church_member',
  'church.member.removed': 'church_member',
  'event.created': 'event',
  'event.updated': 'event',
  'event.deleted': 'event',
  'event.registration.created': 'event_registration',
  'event.registration.deleted': 'event_registration',
  'group.created': 'group',
  'group.updated': 'group',
  'group.deleted': 'group',
  'group.member.added': 'group_member',
  'group.member.updated': 'group_member',
  'group.member.removed': 'group_member',
  'prayer.created': 'prayer',
  'prayer.updated': 'prayer',
  'prayer.prayed': 'prayer',
  'prayer.answered': 'prayer',
  'prayer.deleted': 'prayer',
  'donation.created': 'donation',
  'household.created': 'household',
  'household.updated': 'household',
  'household.deleted': 'household',
  'attendance.recorded': 'attendance',
  'check_in.created': 'check_in',
  'check_in.checked_out': 'check_in',
} as const;

export type ChangeType = keyof typeof CHANGE_TYPES;

export const CHANGE_TYPE_NAMES = Object.keys(CHANGE_TYPES) as ChangeType[];

export function isChangeType(value: string): value is ChangeType {
  return Object.hasOwn(CHANGE_TYPES, value);
}

/** The public id of a logged event. */
export const EVENT_ID_PATTERN = '^evt_[1-9][0-9]{0,15}$';

/**
 * A prayer request as `GET /prayers/:id` answers it: the object of this feed's example, and the
 * example of the prayers module's `Prayer` too. It is kept here because the change log sits
 * below every module that writes to it (prayers imports it; this module imports none).
 */
export const PRAYER_EXAMPLE = {
  id: 301,
  communityId: 1,
  userId: 7,
  content: 'Please pray for my mother, who is in hospital this week.',
  isAnonymous: false,
  isAnswered: false,
  prayerCount: 14,
  createdAt: '2026-11-18T07:12:40.000Z',
  answeredAt: null,
  updatedAt: '2026-11-21T19:03:27.000Z',
};

export const ChangeEvent = Type.Object(
  {
    id: Type.String({ pattern: EVENT_ID_PATTERN, description: 'Unique, increasing; also a cursor: `after=<id>` reads the events that follow it' }),
    type: Type.String({ enum: CHANGE_TYPE_NAMES, description: 'What happened, as `<resource>.<change>`' }),
    timestamp: Type.String({ format: 'date-time', description: 'When the change committed' }),
    data: Type.Object({
      object: Type.Object({}, {
        additionalProperties: true,
        description:
          'The resource as GET returns it to this reader at the time of the change (an anonymous prayer without its author); ' +
          'for a deletion or a removed member `{id, deleted: true}` plus the ids that place it (`churchId`, `groupId`, `communityId`, `eventId`). ' +
          '`event.registration.created` and `.deleted` depend on the reader. One who may list the event\'s registrations ' +
          '(`GET /events/:id/registrations`: an admin of its church, by their role when the event is read) gets the registration: ' +
          'on `created` the entry as that list shows it (`id` is the registrant\'s user id) plus `eventId`; on `deleted` ' +
          '`{id, deleted: true, eventId}` with the same `id`. Every other reader gets, on both, the event as `GET /events/:id` ' +
          'shows it, with its new counts: the event still exists, so there is no `deleted`, and nothing says who registered.',
      }),
    }),
  },
  {
    title: 'ChangeEvent',
    examples: [
      {
        id: 'evt_1042',
        type: 'prayer.prayed',
        timestamp: '2026-11-21T19:03:27.000Z',
        data: { object: PRAYER_EXAMPLE },
      },
    ],
  },
);
export type ChangeEvent = Static<typeof ChangeEvent>;

export const ChangesQuery = Type.Object({
  after: Type.Optional(
    Type.String({
      pattern: EVENT_ID_PATTERN,
      description: 'Read the events after this one: the `nextCursor` of the previous answer, or any event id. Left out, the feed starts at the oldest event kept.',
    }),
  ),
  types: Type.Optional(
    Type.String({ minLength: 1, maxLength: 1000, description: 'Comma-separated event types to read, e.g. `prayer.created,prayer.deleted`; all when left out' }),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Events per answer, 1 to 100' }),
});
export type ChangesQuery = Static<typeof ChangesQuery>;

export const ChangesPage = Type.Object(
  {
    data: Type.Array(ChangeEvent),
    pagination: Pagination,
  },
  { title: 'ChangesPage' },
);
export type ChangesPage = Static<typeof ChangesPage>;
