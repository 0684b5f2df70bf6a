import { Type, type Static } from 'typebox';
import { PageQuery, UpdatedSince } from '../../http/pagination.ts';

const profileFields = {
  id: Type.Integer(),
  givenName: Type.String(),
  familyName: Type.String(),
  name: Type.String({ description: 'Given and family name, for display' }),
  picture: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'Profile picture URL, or null' }),
  createdAt: Type.String({ format: 'date-time' }),
};

/** The caller's own profile: the public fields plus the email address. */
export const OwnProfile = Type.Object(
  {
    ...profileFields,
    email: Type.String({ format: 'email' }),
    emailVerified: Type.Boolean(),
  },
  { title: 'OwnProfile' },
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
  { title: 'UserProfile' },
);
export type UserProfile = Static<typeof UserProfile>;

export const UserChurchesQuery = Type.Object({ ...PageQuery.properties, updatedSince: UpdatedSince });
export type UserChurchesQuery = Static<typeof UserChurchesQuery>;
