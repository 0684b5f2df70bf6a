import { Type, type Static } from 'typebox';
import { Id, PageQuery, UpdatedSince } from '../../http/pagination.ts';

const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' });
const MinorUnits = Type.Integer({ description: 'Integer minor units of the currency (cents for USD)' });

export const Donation = Type.Object(
  {
    id: Type.Integer(),
    churchId: Type.Integer({ description: 'The church that received the gift' }),
    amount: MinorUnits,
    currency: Currency,
    fund: Type.String({ description: 'What the gift was for, e.g. General, Missions, Building' }),
    method: Type.String({ description: 'How it was given, e.g. card, bank_transfer, cash' }),
    donatedAt: Type.String({ format: 'date-time' }),
    createdAt: Type.String({ format: 'date-time', description: 'When the record was entered' }),
    updatedAt: Type.String({ format: 'date-time', description: 'When the record last changed' }),
  },
  {
    title: 'Donation',
    examples: [
      {
        id: 55,
        churchId: 1,
        amount: 2500,
        currency: 'USD',
        fund: 'General',
        method: 'card',
        donatedAt: '2026-11-02T10:15:00.000Z',
        createdAt: '2026-11-02T10:15:03.000Z',
        updatedAt: '2026-11-02T10:15:03.000Z',
      },
    ],
  },
);
export type Donation = Static<typeof Donation>;

/** The period both the list and the summary can be narrowed to. */
const Period = {
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Only gifts donated at or after this time' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Only gifts donated before this time' })),
};

export const DonationListQuery = Type.Object({
  ...PageQuery.properties,
  churchId: Type.Optional(Id('Only gifts to this church')),
  fund: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only gifts to this fund (exact name)' })),
  currency: Type.Optional(Currency),
  ...Period,
  updatedSince: UpdatedSince,
});
export type DonationListQuery = Static<typeof DonationListQuery>;

export const DonationSummaryQuery = Type.Object(Period);
export type DonationSummaryQuery = Static<typeof DonationSummaryQuery>;

const Total = { currency: Currency, amount: MinorUnits, count: Type.Integer({ description: 'Number of gifts' }) };

export const DonationSummary = Type.Object(
  {
    count: Type.Integer({ description: 'Number of gifts' }),
    byCurrency: Type.Array(Type.Object(Total), { description: 'Totals per currency, by currency code' }),
    byFund: Type.Array(Type.Object({ fund: Type.String(), ...Total }), { description: 'Totals per fund and currency, by fund then currency' }),
    byMonth: Type.Array(
      Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM, in UTC' }), ...Total }),
      { description: 'Totals per calendar month (UTC) and currency, oldest month first' },
    ),
  },
  {
    title: 'DonationSummary',
    examples: [
      {
        count: 3,
        byCurrency: [{ currency: 'USD', amount: 10000, count: 3 }],
        byFund: [
          { fund: 'General', currency: 'USD', amount: 6000, count: 2 },
          { fund: 'Missions', currency: 'USD', amount: 4000, count: 1 },
        ],
        byMonth: [
          { month: '2026-10', currency: 'USD', amount: 4000, count: 1 },
          { month: '2026-11', currency: 'USD', amount: 6000, count: 2 },
        ],
      },
    ],
  },
);
export type DonationSummary = Static<typeof DonationSummary>;
