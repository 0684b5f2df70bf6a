import { Type, type Static } from 'typebox';
import { memberSchema } from '../users/schemas.ts';
import { CursorPageQuery, Id, Timestamps } from '../../http/pagination.ts';

export const Group = Type.Object(
  {
    id: Type.Integer(),
    churchId: Type.Integer({ description: 'The church the group belongs to' }),
    name: Type.String(),
    description: Type.String(),
    meetingSchedule: Type.String({ description: 'When the group meets, as people write it, e.g. "Wednesdays 19:00"' }),
    location: Type.String(),
    capacity: Type.Union([Type.Integer(), Type.Null()], { description: 'Most members the group takes; null when unlimited' }),
    memberCount: Type.Integer({ description: 'People in the group' }),
    spotsLeft: Type.Union([Type.Integer(), Type.Null()], { description: 'Places still open; null when capacity is unlimited' }),
    isMember: Type.Boolean({ description: 'Whether the caller is a member' }),
    ...Timestamps('Last change, people joining and leaving included'),
  },
  {
    title: 'Group',
    examples: [
      {
        id: 3,
        churchId: 1,
        name: 'Young adults',
        description: 'Bible study and dinner for people in their twenties.',
        meetingSchedule: 'Wednesdays 19:00',
        location: 'Room 4',
        capacity: 12,
        memberCount: 9,
        spotsLeft: 3,
        isMember: true,
        createdAt: '2026-03-10T12:00:00.000Z',
        updatedAt: '2026-11-19T20:31:05.000Z',
      },
    ],
  },
);
export type Group = Static<typeof Group>;

const GroupRoleSchema = Type.Union([Type.Literal('member'), Type.Literal('leader')], {
  description: 'Role in the group: leaders edit the group and manage its members',
});

/** A member as other people see them: public profile fields and the role, never the email. */
export const GroupMember = memberSchema('GroupMember', GroupRoleSchema, { role: 'leader', joinedAt: '2026-03-10T12:00:00.000Z', updatedAt: '2026-05-02T08:45:00.000Z' });
export type GroupMember = Static<typeof GroupMember>;

/** Page parameters plus the optional church filter of the group list. */
export const GroupsQuery = Type.Object({
  ...CursorPageQuery.properties,
  churchId: Type.Optional(Id('Only groups of this church')),
});
export type GroupsQuery = Static<typeof GroupsQuery>;

/** Longest values the group's text fields take, in characters. */
export const GROUP_FIELD_LIMITS = { name: 200, description: 5000, meetingSchedule: 200, location: 500 } as const;

const groupFields = {
  name: Type.String({ minLength: 1, maxLength: GROUP_FIELD_LIMITS.name, description: 'Surrounding whitespace is trimmed; must not be blank' }),
  description: Type.String({ maxLength: GROUP_FIELD_LIMITS.description, description: 'Trimmed; empty when omitted' }),
  meetingSchedule: Type.String({ maxLength: GROUP_FIELD_LIMITS.meetingSchedule, description: 'When the group meets, e.g. "Wednesdays 19:00"; trimmed; empty when omitted' }),
  location: Type.String({ maxLength: GROUP_FIELD_LIMITS.location, description: 'Trimmed; empty when omitted' }),
  capacity: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], {
    description: 'Most members the group takes; null or omitted for unlimited',
  }),
};

export const NewGroup = Type.Object(
  {
    churchId: Id('Id of an existing church the caller administers'),
    name: groupFields.name,
    description: Type.Optional(groupFields.description),
    meetingSchedule: Type.Optional(groupFields.meetingSchedule),
    location: Type.Optional(groupFields.location),
    capacity: Type.Optional(groupFields.capacity),
  },
  {
    additionalProperties: false,
    title: 'NewGroup',
    examples: [{ churchId: 1, name: 'Young adults', meetingSchedule: 'Wednesdays 19:00', location: 'Room 4', capacity: 12 }],
  },
);
export type NewGroup = Static<typeof NewGroup>;

/** A partial update: only the fields sent change. The church of a group never changes. */
export const GroupChanges = Type.Partial(Type.Object(groupFields), {
  additionalProperties: false,
  title: 'GroupChanges',
  examples: [{ meetingSchedule: 'Thursdays 19:30' }],
});
export type GroupChanges = Static<typeof GroupChanges>;

export const GroupMemberRole = Type.Object({ role: GroupRoleSchema }, { additionalProperties: false, title: 'GroupMemberRole', examples: [{ role: 'leader' }] });
export type GroupMemberRole = Static<typeof GroupMemberRole>;
