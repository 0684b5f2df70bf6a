import { Type, type Static } from 'typebox';
import { CursorPageQuery } from '../../http/pagination.ts';

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
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Event' },
);
export type Event = Static<typeof Event>;

/** Page parameters plus the optional church filter of the event lists. */
export const EventsQuery = Type.Object({
  ...CursorPageQuery.properties,
  churchId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Only events of this church' })),
});
export type EventsQuery = Static<typeof EventsQuery>;
