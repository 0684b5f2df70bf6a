import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery, Timestamps } from '../../http/pagination.ts';

const Age = (description: string) => Type.Integer({ minimum: 0, maximum: 120, description });
const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });

export const ROOM_NAME_MAX_LENGTH = 100;
export const OVERRIDE_REASON_MAX_LENGTH = 500;

const ROOM_EXAMPLE = {
  id: 4,
  eventId: 12,
  churchId: 1,
  name: 'Preschool (3–5)',
  capacity: 20,
  minAge: 3,
  maxAge: 5,
  checkedIn: 14,
  createdAt: '2026-11-02T14:00:00.000Z',
  updatedAt: '2026-11-29T09:41:03.000Z',
};

export const Room = Type.Object(
  {
    id: Type.Integer(),
    eventId: Type.Integer(),
    churchId: Type.Integer(),
    name: Type.String(),
    capacity: Nullable(Type.Integer(), 'Most children in the room at once; null when unlimited'),
    minAge: Nullable(Type.Integer(), 'Youngest age taken, in whole years on the event\'s date; null for no bound'),
    maxAge: Nullable(Type.Integer(), 'Oldest age taken, inclusive; null for no bound'),
    checkedIn: Type.Integer({ description: 'Children in the room now (checked in and not out)' }),
    ...Timestamps(),
  },
  { title: 'Room', examples: [ROOM_EXAMPLE] },
);
export type Room = Static<typeof Room>;

const roomFields = {
  name: Type.String({ minLength: 1, maxLength: ROOM_NAME_MAX_LENGTH, description: 'Surrounding whitespace is trimmed; must not be blank' }),
  capacity: Nullable(Id('Most children at once'), 'Most children in the room at once; null for unlimited'),
  minAge: Nullable(Age('Whole years'), 'Youngest age taken, in whole years on the event\'s date (inclusive); null for no bound'),
  maxAge: Nullable(Age('Whole years'), 'Oldest age taken (inclusive); null for no bound'),
};

export const NewRoom = Type.Object(
  {
    name: roomFields.name,
    capacity: Type.Optional(roomFields.capacity),
    minAge: Type.Optional(roomFields.minAge),
    maxAge: Type.Optional(roomFields.maxAge),
  },
  { additionalProperties: false, title: 'NewRoom', examples: [{ name: 'Preschool (3–5)', capacity: 20, minAge: 3, maxAge: 5 }] },
);
export type NewRoom = Static<typeof NewRoom>;

export const RoomChanges = Type.Partial(Type.Object(roomFields), { additionalProperties: false, title: 'RoomChanges', examples: [{ capacity: 24 }] });
export type RoomChanges = Static<typeof RoomChanges>;

const CHECK_IN_EXAMPLE = { id: 981, eventId: 12, householdId: 55, childId: 301, userId: null, roomId: 4, name: 'Mia Okafor', checkedInAt: '2026-11-29T09:41:03.000Z', checkedOutAt: null };

export const CheckIn = Type.Object(
  {
    id: Type.Integer(),
    eventId: Type.Integer(),
    householdId: Type.Integer(),
    childId: Nullable(Type.Integer(), 'The child checked in; null for an adult'),
    userId: Nullable(Type.Integer(), 'The adult checked in; null for a child'),
    roomId: Nullable(Type.Integer(), "The child's room; null for an adult"),
    name: Type.String({ description: 'The name as printed on the label, as it was at check-in' }),
    checkedInAt: Type.String({ format: 'date-time' }),
    checkedOutAt: Nullable(Type.String({ format: 'date-time' }), 'Null while checked in'),
  },
  {
    title: 'CheckIn',
    description: 'One person checked in at an event. Never carries the security code.',
    examples: [CHECK_IN_EXAMPLE],
  },
);
export type CheckIn = Static<typeof CheckIn>;

export const NewCheckIn = Type.Object(
  {
    householdId: Id('The family checking in'),
    children: Type.Array(
      Type.Object({ childId: Id('A child of the household'), roomId: Id('A room of this event') }, { additionalProperties: false }),
      { maxItems: 50, description: 'The children to check in, each into a room of the event' },
    ),
    adults: Type.Optional(Type.Array(Id('An adult of the household'), { maxItems: 20, description: 'Adults of the household checked in too (attendance); they take no room' })),
  },
  {
    additionalProperties: false,
    title: 'NewCheckIn',
    examples: [{ householdId: 55, children: [{ childId: 301, roomId: 4 }, { childId: 302, roomId: 5 }], adults: [17] }],
  },
);
export type NewCheckIn = Static<typeof NewCheckIn>;

export const CheckInResult = Type.Object(
  {
    securityCode: Type.String({
      pattern: '^[A-Z3-9]{4}$',
      description:
        "The household's security code at this event: 4 characters without look-alikes, the same for each of its people, different from every other household's. " +
        'Shown here and on the labels only; a parent shows it to pick a child up.',
    }),
    checkIns: Type.Array(CheckIn),
  },
  {
    title: 'CheckInResult',
    examples: [
      {
        securityCode: 'K7MX',
        checkIns: [
          CHECK_IN_EXAMPLE,
          { id: 982, eventId: 12, householdId: 55, childId: null, userId: 17, roomId: null, name: 'Grace Okafor', checkedInAt: '2026-11-29T09:41:03.000Z', checkedOutAt: null },
        ],
      },
    ],
  },
);
export type CheckInResult = Static<typeof CheckInResult>;

export const RosterEntry = Type.Object(
  {
    ...CheckIn.properties,
    roomName: Nullable(Type.String(), "The room's name; null for an adult"),
    allergies: Type.String({ description: "The child's allergies as the household keeps them; empty when none (and for adults)" }),
  },
  {
    title: 'RosterEntry',
    description: 'A check-in as the roster shows it to check-in staff: where the person is and since when. No security code, no notes.',
    examples: [
      {
        id: 981,
        eventId: 12,
        householdId: 55,
        childId: 301,
        userId: null,
        roomId: 4,
        roomName: 'Preschool (3–5)',
        name: 'Mia Okafor',
        allergies: 'Peanuts',
        checkedInAt: '2026-11-29T09:41:03.000Z',
        checkedOutAt: null,
      },
    ],
  },
);
export type RosterEntry = Static<typeof RosterEntry>;

export const RosterQuery = Type.Object({
  ...PageQuery.properties,
  roomId: Type.Optional(Id('Only this room')),
  status: Type.Optional(
    Type.Union([Type.Literal('in'), Type.Literal('out'), Type.Literal('all')], { default: 'in', description: '`in` (default): still checked in; `out`: checked out; `all`' }),
  ),
});
export type RosterQuery = Static<typeof RosterQuery>;

export const LabelsQuery = Type.Object({ householdId: Id('The household whose labels to print') });
export type LabelsQuery = Static<typeof LabelsQuery>;

export const CheckOut = Type.Object(
  {
    securityCode: Type.Optional(Type.String({ minLength: 1, maxLength: 20, description: "The household's code, as the parent shows it; any case" })),
    override: Type.Optional(Type.Boolean({ description: 'Church admins only: check out without the code (also a locked check-in), with a `reason`; recorded in the audit log' })),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: OVERRIDE_REASON_MAX_LENGTH, description: 'Why the code was not used; required with `override`' })),
  },
  { additionalProperties: false, title: 'CheckOut', examples: [{ securityCode: 'K7MX' }, { override: true, reason: 'Parent lost the receipt; identity checked by the children\'s pastor' }] },
);
export type CheckOut = Static<typeof CheckOut>;

export const PdfResponse = {
  description: 'A PDF (`Content-Type: application/pdf`): 4 × 2 inch pages, one label each',
  content: {
    'application/pdf': {
      schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', title: 'LabelPdf', description: 'A PDF document made with pdfkit', examples: ['%PDF-1.3\n…\n%%EOF\n'] }),
    },
  },
};

/** An event as the kiosk offers it. */
export interface KioskEvent {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  rooms: number;
  /** Whether check-in takes people now. */
  open: boolean;
}

/** What the kiosk shows of a household it checks in: its children with the room suggested for each by age. */
export interface KioskHousehold {
  id: number;
  name: string;
  children: { id: number; name: string; age: number; roomId: number | null; checkedIn: boolean }[];
}
