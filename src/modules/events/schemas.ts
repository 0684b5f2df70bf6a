import { Type, type Static } from 'typebox';
import { PERSON_EXAMPLE, PersonFields } from '../users/schemas.ts';
import { CursorPageQuery, Id, Timestamps } from '../../http/pagination.ts';

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const LOCATION_MAX_LENGTH = 500;

export const Event = Type.Object(
  {
    id: Type.Integer(),
    churchId: Type.Integer({ description: 'The church that holds the event' }),
    title: Type.String(),
    description: Type.String(),
    location: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    capacity: Type.Union([Type.Integer(), Type.Null()], { description: 'Most people who can register; null when unlimited' }),
    registrationCount: Type.Integer({ description: 'People registered' }),
    spotsLeft: Type.Union([Type.Integer(), Type.Null()], { description: 'Registrations still open; null when capacity is unlimited' }),
    isRegistered: Type.Boolean({ description: 'Whether the caller is registered' }),
    headcount: Type.Union([Type.Integer(), Type.Null()], {
      description: 'People there beyond those checked in (the adults in the service), as counted by church staff; null until counted',
    }),
    ...Timestamps('Last change, registrations included'),
  },
  {
    title: 'Event',
    examples: [
      {
        id: 12,
        churchId: 1,
        title: 'Community picnic',
        description: 'Bring a dish to share and meet your neighbours.',
        location: 'Riverside Park',
        startsAt: '2026-12-06T16:00:00.000Z',
        endsAt: '2026-12-06T19:00:00.000Z',
        capacity: 80,
        registrationCount: 35,
        spotsLeft: 45,
        isRegistered: false,
        headcount: null,
        createdAt: '2026-11-02T14:00:00.000Z',
        updatedAt: '2026-11-21T08:45:12.000Z',
      },
    ],
  },
);
export type Event = Static<typeof Event>;

/** Page parameters plus the optional church filter of the event lists. */
export const EventsQuery = Type.Object({
  ...CursorPageQuery.properties,
  churchId: Type.Optional(Id('Only events of this church')),
});
export type EventsQuery = Static<typeof EventsQuery>;

/** The fields church staff write, with the same rules on creation and on change. */
const writable = {
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH, description: 'Surrounding whitespace is trimmed; must not be blank' }),
  description: Type.String({ maxLength: DESCRIPTION_MAX_LENGTH, description: 'Surrounding whitespace is trimmed' }),
  location: Type.String({ maxLength: LOCATION_MAX_LENGTH, description: 'Surrounding whitespace is trimmed' }),
  startsAt: Type.String({ format: 'date-time', description: 'ISO 8601 with a time zone (`Z` or an offset); answered in UTC' }),
  endsAt: Type.String({ format: 'date-time', description: 'ISO 8601 with a time zone; must be after `startsAt`' }),
  capacity: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], {
    description: 'Most people who can register; null for unlimited',
  }),
};

export const NewEvent = Type.Object(
  {
    churchId: Id('The church that holds the event; the caller must be one of its admins'),
    title: writable.title,
    description: Type.Optional({ ...writable.description, description: 'Empty when omitted' }),
    location: Type.Optional({ ...writable.location, description: 'Empty when omitted' }),
    startsAt: writable.startsAt,
    endsAt: writable.endsAt,
    capacity: Type.Optional({ ...writable.capacity, description: 'Most people who can register; null or omitted for unlimited' }),
  },
  {
    additionalProperties: false,
    title: 'NewEvent',
    examples: [
      {
        churchId: 1,
        title: 'Community picnic',
        description: 'Bring a dish to share and meet your neighbours.',
        location: 'Riverside Park',
        startsAt: '2026-12-06T10:00:00-06:00',
        endsAt: '2026-12-06T13:00:00-06:00',
        capacity: 80,
      },
    ],
  },
);
export type NewEvent = Static<typeof NewEvent>;

/** A partial change: fields left out keep their value. */
export const EventChanges = Type.Object(
  {
    title: Type.Optional(writable.title),
    description: Type.Optional(writable.description),
    location: Type.Optional(writable.location),
    startsAt: Type.Optional(writable.startsAt),
    endsAt: Type.Optional(writable.endsAt),
    capacity: Type.Optional({ ...writable.capacity, description: 'Most people who can register, not below `registrationCount` (409); null for unlimited' }),
  },
  { additionalProperties: false, title: 'EventChanges', examples: [{ location: 'Fellowship Hall', capacity: 100 }] },
);
export type EventChanges = Static<typeof EventChanges>;

/** Someone registered for an event, as the church's staff see them: no email. */
export const Registrant = Type.Object(
  {
    id: Type.Integer({ description: 'The user' }),
    ...PersonFields,
    registeredAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({
      format: 'date-time',
      description: 'Last change of this registration as the list shows it: when the person registered, or when they changed their name or picture',
    }),
  },
  {
    title: 'Registrant',
    examples: [
      {
        ...PERSON_EXAMPLE,
        registeredAt: '2026-11-21T08:45:12.000Z',
        updatedAt: '2026-11-21T08:45:12.000Z',
      },
    ],
  },
);
export type Registrant = Static<typeof Registrant>;

export const HeadcountBody = Type.Object(
  { count: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'People there beyond those checked in' }) },
  { additionalProperties: false, title: 'Headcount', examples: [{ count: 142 }] },
);
export type HeadcountBody = Static<typeof HeadcountBody>;
