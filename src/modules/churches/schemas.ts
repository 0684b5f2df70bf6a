import { Type, type Static } from 'typebox';

export const Church = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    city: Type.String(),
    state: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
    website: Type.String({ format: 'uri' }),
    memberCount: Type.Integer({ description: 'People who belong to the church' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Church' },
);
export type Church = Static<typeof Church>;

export const MemberCount = Type.Object({
  churchId: Type.Integer(),
  memberCount: Type.Integer(),
});
