import { Type, type Static } from 'typebox';
import { CursorPageQuery, Id } from '../../http/pagination.ts';
import { PRAYER_EXAMPLE } from '../changes/schemas.ts';

/** Longest prayer request we store, in characters. */
export const CONTENT_MAX_LENGTH = 2000;

export const Prayer = Type.Object(
  {
    id: Type.Integer(),
    communityId: Type.Integer({ description: 'The church the prayer request belongs to' }),
    userId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The author; null on an anonymous request for everyone but its author',
    }),
    content: Type.String(),
    isAnonymous: Type.Boolean(),
    isAnswered: Type.Boolean(),
    prayerCount: Type.Integer({ description: 'How many times people have prayed for the request' }),
    createdAt: Type.String({ format: 'date-time' }),
    answeredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the author marked the request answered; null while it is not',
    }),
    updatedAt: Type.String({ format: 'date-time', description: 'Last change: an edit, a prayer said for it, marking it answered' }),
  },
  { title: 'Prayer', examples: [PRAYER_EXAMPLE] },
);
export type Prayer = Static<typeof Prayer>;

export const PrayerListQuery = Type.Object({
  ...CursorPageQuery.properties,
  communityId: Type.Optional(Id('Only requests of this church')),
  isAnswered: Type.Optional(Type.Boolean({ description: 'Only answered (true) or unanswered (false) requests' })),
});
export type PrayerListQuery = Static<typeof PrayerListQuery>;

/**
 * Fields a client may send. Anything else (userId, prayerCount, isAnswered…) is ignored, as
 * it always was on this endpoint: the service reads only these three.
 */
export const NewPrayer = Type.Object({
  communityId: Id('Id of an existing church'),
  content: Type.String({ minLength: 1, maxLength: CONTENT_MAX_LENGTH, description: 'The request; surrounding whitespace is trimmed' }),
  // No `default`: generators make a property with one required in a named schema.
  isAnonymous: Type.Optional(Type.Boolean({ description: 'Hide the author from everyone else; false when omitted' })),
}, { title: 'NewPrayer', examples: [{ communityId: 1, content: 'Please pray for my mother, who is in hospital this week.' }] });
export type NewPrayer = Static<typeof NewPrayer>;

export const PrayerChanges = Type.Object(
  {
    content: Type.Optional(NewPrayer.properties.content),
    isAnonymous: Type.Optional(Type.Boolean({ description: 'Hide the author from everyone else' })),
  },
  { additionalProperties: false, title: 'PrayerChanges', examples: [{ isAnonymous: true }] },
);
export type PrayerChanges = Static<typeof PrayerChanges>;
