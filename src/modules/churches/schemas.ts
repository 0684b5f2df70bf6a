import { Type, type Static } from 'typebox';
import { memberSchema } from '../users/schemas.ts';
import { Timestamps } from '../../http/pagination.ts';

export const Church = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    city: Type.String(),
    state: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
    website: Type.String({ format: 'uri', description: 'An http or https URL; empty when the church has none' }),
    calendarPublic: Type.Boolean({ description: "Whether the church's calendar feed (`GET /churches/{id}/calendar.ics`) answers without a credential" }),
    memberCount: Type.Integer({ description: 'People who belong to the church' }),
    timeZone: Type.String({ description: 'IANA time zone name, e.g. America/Chicago; attendance periods are counted in it. `UTC` until an admin sets one' }),
    ...Timestamps('Last change of the church, its membership included'),
  },
  {
    title: 'Church',
    examples: [
      {
        id: 1,
        name: 'Grace Community Church',
        description: 'A welcoming church in the heart of Springfield.',
        city: 'Springfield',
        state: 'IL',
        country: 'US',
        website: 'https://grace.example.org',
        calendarPublic: true,
        memberCount: 128,
        timeZone: 'America/Chicago',
        createdAt: '2026-01-04T10:15:00.000Z',
        updatedAt: '2026-11-20T18:02:11.000Z',
      },
    ],
  },
);
export type Church = Static<typeof Church>;

export const MemberCount = Type.Object(
  {
    churchId: Type.Integer(),
    memberCount: Type.Integer(),
  },
  { title: 'ChurchMemberCount', examples: [{ churchId: 1, memberCount: 128 }] },
);

/** Longest value of each church text field; the API schema and the service's own checks (for the CLI) share them. */
export const CHURCH_FIELD_LIMITS = { name: 200, description: 5000, city: 100, state: 100, website: 2000 } as const;

/** The editable fields of a church; all optional, so the same object serves a partial update. */
export const ChurchChanges = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: CHURCH_FIELD_LIMITS.name, description: 'Leading and trailing spaces are removed; must not be blank' })),
    description: Type.Optional(Type.String({ maxLength: CHURCH_FIELD_LIMITS.description })),
    city: Type.Optional(Type.String({ maxLength: CHURCH_FIELD_LIMITS.city })),
    state: Type.Optional(Type.String({ maxLength: CHURCH_FIELD_LIMITS.state, description: 'State, province or region' })),
    country: Type.Optional(
      Type.String({ pattern: '^([A-Za-z]{2})?$', description: 'ISO 3166-1 alpha-2 code such as US or DE, stored upper case; empty to clear' }),
    ),
    website: Type.Optional(Type.String({ maxLength: CHURCH_FIELD_LIMITS.website, description: 'An http or https URL; empty to clear' })),
    calendarPublic: Type.Optional(Type.Boolean({ description: "false makes the church's calendar feed answer 404; true (the default) opens it to anyone" })),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'IANA time zone name such as America/Chicago or Europe/Berlin; attendance periods are counted in it' })),
  },
  {
    additionalProperties: false,
    title: 'ChurchChanges',
    examples: [{ description: 'A welcoming church in the heart of Springfield.', website: 'https://grace.example.org' }],
  },
);
export type ChurchChanges = Static<typeof ChurchChanges>;

/** A new church: a name, and any of the other fields. */
export type NewChurch = ChurchChanges & { name: string };

export const ChurchRoleName = Type.Union([Type.Literal('member'), Type.Literal('volunteer'), Type.Literal('admin')], {
  description: '`admin` (church staff: manage the church and its members), `volunteer` (check-in staff: households, check-in and headcounts) or `member`',
});

/** A member as the church's people see them: public profile fields and the role, never the email. */
export const ChurchMember = memberSchema('ChurchMember', ChurchRoleName, { role: 'admin', joinedAt: '2026-02-01T09:30:00.000Z', updatedAt: '2026-06-14T11:05:00.000Z' });
export type ChurchMember = Static<typeof ChurchMember>;

export const MemberRoleBody = Type.Object({ role: ChurchRoleName }, { additionalProperties: false, title: 'ChurchMemberRole', examples: [{ role: 'admin' }] });
