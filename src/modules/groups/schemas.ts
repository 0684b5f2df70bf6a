import { Type, type Static } from 'typebox';
import { CursorPageQuery } from '../../http/pagination.ts';

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
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Group' },
);
export type Group = Static<typeof Group>;

/** A member as other people see them: public profile fields, never the email. */
export const GroupMember = Type.Object(
  {
    id: Type.Integer({ description: 'The user id' }),
    givenName: Type.String(),
    familyName: Type.String(),
    name: Type.String({ description: 'Given and family name' }),
    picture: Type.Union([Type.String(), Type.Null()], { description: 'Picture URL, or null' }),
    role: Type.String({ description: 'Role in the group, e.g. member or leader' }),
    joinedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'GroupMember' },
);
export type GroupMember = Static<typeof GroupMember>;

/** Page parameters plus the optional church filter of the group list. */
export const GroupsQuery = Type.Object({
  ...CursorPageQuery.properties,
  churchId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Only groups of this church' })),
});
export type GroupsQuery = Static<typeof GroupsQuery>;
