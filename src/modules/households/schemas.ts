import { Type, type Static } from 'typebox';
import { Id, memberParams, PageQuery, Timestamps, UpdatedSince } from '../../http/pagination.ts';
import { PERSON_EXAMPLE, PictureUrl } from '../users/schemas.ts';

/** Longest values of the text fields, in characters. */
export const HOUSEHOLD_FIELD_LIMITS = { name: 200, givenName: 100, familyName: 100, allergies: 1000, notes: 5000 } as const;

const PHONE_TEXT = 'E.164: `+`, the country code and the number, digits only, e.g. `+15551234567`';
const BIRTHDATE_TEXT = 'YYYY-MM-DD, not in the future';

/** An adult of a household: a person with an account, as other people see them. */
export const HouseholdAdult = Type.Object(
  {
    id: Type.Integer({ description: 'The user id' }),
    givenName: Type.String(),
    familyName: Type.String(),
    name: Type.String({ description: 'Given and family name' }),
    picture: PictureUrl,
  },
  {
    title: 'HouseholdAdult',
    examples: [PERSON_EXAMPLE],
  },
);
export type HouseholdAdult = Static<typeof HouseholdAdult>;

const CHILD_EXAMPLE = {
  id: 31,
  householdId: 12,
  givenName: 'Ada',
  familyName: 'Okafor',
  birthdate: '2020-05-14',
  allergies: 'Peanuts',
  notes: 'Picked up by her parents only',
  createdAt: '2026-09-06T09:12:00.000Z',
  updatedAt: '2026-09-06T09:12:00.000Z',
};

/**
 * A child: a person without sign-in. `allergies` is seen by everyone who may see the child;
 * `notes` (medical, custody) only by the household's adults and the church's admins, and is
 * left out for anyone else (the church's volunteers).
 */
export const Child = Type.Object(
  {
    id: Type.Integer(),
    householdId: Type.Integer(),
    givenName: Type.String(),
    familyName: Type.String(),
    birthdate: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
    allergies: Type.String({ description: 'Empty when none are known' }),
    notes: Type.Optional(Type.String({ description: "Medical and custody notes: only for the household's adults and the church's admins; absent for anyone else" })),
    ...Timestamps(),
  },
  { title: 'Child', examples: [CHILD_EXAMPLE] },
);
export type Child = Static<typeof Child>;

export const Household = Type.Object(
  {
    id: Type.Integer(),
    churchId: Type.Integer({ description: 'The church the household belongs to' }),
    name: Type.String({ description: 'What the family is called at church, e.g. "The Okafors"' }),
    phone: Type.Union([Type.String(), Type.Null()], { description: `${PHONE_TEXT}; what a kiosk searches by (its last 4 digits); null when none` }),
    adults: Type.Array(HouseholdAdult, { description: 'People with accounts, each a member of the church; at least one' }),
    children: Type.Array(Child, { description: 'By id' }),
    ...Timestamps('Last change of the household, its adults and its children included'),
  },
  {
    title: 'Household',
    examples: [
      {
        id: 12,
        churchId: 1,
        name: 'The Okafors',
        phone: '+15551234567',
        adults: [PERSON_EXAMPLE],
        children: [CHILD_EXAMPLE],
        createdAt: '2026-09-06T09:10:00.000Z',
        updatedAt: '2026-09-06T09:12:00.000Z',
      },
    ],
  },
);
export type Household = Static<typeof Household>;

export const HouseholdsQuery = Type.Object({
  ...PageQuery.properties,
  churchId: Id('The church whose households to list (required)'),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The start of the household\'s name (any case), or 4 digits: the last four of its phone',
    }),
  ),
  updatedSince: UpdatedSince,
});
export type HouseholdsQuery = Static<typeof HouseholdsQuery>;

const phoneField = Type.String({ maxLength: 16, description: PHONE_TEXT });

export const NewHousehold = Type.Object(
  {
    churchId: Id('A church the caller belongs to'),
    name: Type.String({ minLength: 1, maxLength: HOUSEHOLD_FIELD_LIMITS.name, description: 'Trimmed; must not be blank' }),
    phone: Type.Optional(Type.Union([phoneField, Type.Null()])),
    adultIds: Type.Optional(
      Type.Array(Id('A member of the church'), {
        minItems: 1,
        maxItems: 20,
        description: "Church admins only: the household's adults (the caller is not added unless listed). Left out, the caller is its first adult",
      }),
    ),
  },
  { additionalProperties: false, title: 'NewHousehold', examples: [{ churchId: 1, name: 'The Okafors', phone: '+15551234567' }] },
);
export type NewHousehold = Static<typeof NewHousehold>;

export const HouseholdChanges = Type.Object(
  {
    name: Type.Optional(NewHousehold.properties.name),
    phone: Type.Optional(Type.Union([phoneField, Type.Null()], { description: `${PHONE_TEXT}; null removes it` })),
  },
  { additionalProperties: false, title: 'HouseholdChanges', examples: [{ phone: '+15557654321' }] },
);
export type HouseholdChanges = Static<typeof HouseholdChanges>;

const childFields = {
  givenName: Type.String({ minLength: 1, maxLength: HOUSEHOLD_FIELD_LIMITS.givenName, description: 'Trimmed; must not be blank' }),
  familyName: Type.String({ minLength: 1, maxLength: HOUSEHOLD_FIELD_LIMITS.familyName, description: 'Trimmed; must not be blank' }),
  birthdate: Type.String({ maxLength: 10, description: BIRTHDATE_TEXT }),
  allergies: Type.String({ maxLength: HOUSEHOLD_FIELD_LIMITS.allergies, description: 'Trimmed; empty when none' }),
  notes: Type.String({ maxLength: HOUSEHOLD_FIELD_LIMITS.notes, description: "Medical and custody notes, for the household's adults and the church's admins only" }),
};

export const NewChild = Type.Object(
  {
    givenName: childFields.givenName,
    familyName: Type.Optional({ ...childFields.familyName, description: "Left out: the family name of the household's first adult" }),
    birthdate: childFields.birthdate,
    allergies: Type.Optional(childFields.allergies),
    notes: Type.Optional(childFields.notes),
  },
  { additionalProperties: false, title: 'NewChild', examples: [{ givenName: 'Ada', birthdate: '2020-05-14', allergies: 'Peanuts' }] },
);
export type NewChild = Static<typeof NewChild>;

export const ChildChanges = Type.Partial(Type.Object(childFields), { additionalProperties: false, title: 'ChildChanges', examples: [{ allergies: 'Peanuts, tree nuts' }] });
export type ChildChanges = Static<typeof ChildChanges>;

export const HouseholdAdultParams = memberParams('The household');
