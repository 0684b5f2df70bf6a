import { Type, type Static, type TSchema } from 'typebox';
import { Timestamps } from '../../http/pagination.ts';

/** Every person has one: the picture they set, or a generated image of their initials. */
export const PictureUrl = Type.String({
  format: 'uri',
  description: 'Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)',
});

/** What every API object about a person shows of them beside their id (`personOf` in person.ts fills them). */
export const PersonFields = {
  givenName: Type.String(),
  familyName: Type.String(),
  name: Type.String({ description: 'Given and family name, for display' }),
  picture: PictureUrl,
};

/** The person of every example. */
export const PERSON_EXAMPLE = { id: 7, givenName: 'Ruth', familyName: 'Okafor', name: 'Ruth Okafor', picture: 'https://login.example.org/avatars/4/RO.svg' };

/**
 * A member of a church or a group as others see them (`memberOf` in person.ts shapes them):
 * public profile fields and their role there, never the email. `updatedAt` is what the member
 * list's `updatedSince` compares. Its example is the person of every example, with `example`'s
 * role and times.
 */
export function memberSchema<Role extends TSchema>(title: string, role: Role, example: { role: Static<Role>; joinedAt: string; updatedAt: string }) {
  const fields = {
    id: Type.Integer({ description: 'The user id' }),
    ...PersonFields,
    role,
    joinedAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({
      format: 'date-time',
      description: 'Last change of this membership as the list shows it: when the person joined, when their role changed, or when they changed their name or picture',
    }),
  };
  return Type.Object(fields, { title, examples: [{ ...PERSON_EXAMPLE, ...example }] });
}

const profileFields = {
  id: Type.Integer(),
  ...PersonFields,
  ...Timestamps(
    'Last change of the profile: name or picture, and the email address or its verification (shown on one\'s own profile). ' +
      'Password changes and account settings do not move it.',
  ),
};

/** The caller's own profile: the public fields plus the email address. */
export const OwnProfile = Type.Object(
  {
    ...profileFields,
    email: Type.String({ format: 'email' }),
    emailVerified: Type.Boolean(),
  },
  {
    title: 'CurrentUser',
    examples: [
      {
        ...PERSON_EXAMPLE,
        createdAt: '2026-01-20T16:40:00.000Z',
        updatedAt: '2026-09-02T10:12:00.000Z',
        email: 'ruth@example.org',
        emailVerified: true,
      },
    ],
  },
);
export type OwnProfile = Static<typeof OwnProfile>;

/**
 * A user profile. `email` and `emailVerified` are present only when the profile is the
 * caller's own; the serializer writes no field that is not named here.
 */
export const UserProfile = Type.Object(
  {
    ...profileFields,
    email: Type.Optional(Type.String({ format: 'email', description: "Only on the caller's own profile" })),
    emailVerified: Type.Optional(Type.Boolean({ description: "Only on the caller's own profile" })),
  },
  {
    title: 'User',
    examples: [
      { ...PERSON_EXAMPLE, createdAt: '2026-01-20T16:40:00.000Z', updatedAt: '2026-09-02T10:12:00.000Z' },
    ],
  },
);
export type UserProfile = Static<typeof UserProfile>;
