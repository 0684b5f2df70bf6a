import type { Services } from '../src/services.ts';
import { addChurchMember, buildChurch, buildDonation, buildEvent, buildGroup, buildPrayer, buildUser } from './helpers.ts';

const now = () => new Date().toISOString();

/** The security code of the fixture's check-in: no export may carry it. */
export const SECURITY_CODE = 'Q7X2';

/**
 * A church with one of everything an export holds: an admin, members, an event with a
 * registration, a group with members, a meeting with attendance, prayers (one anonymous), a
 * gift, a household with two adults and a child, a room, a check-in with its security code.
 */
export async function populatedChurch(services: Services) {
  const { db } = services.database;
  const church = await buildChurch(services, { name: 'Grace Chapel', description: 'On the hill', city: 'Leeds', country: 'GB', time_zone: 'Europe/London', calendar_public: false });
  const admin = await buildUser(services, { given_name: 'Ada', family_name: 'Admin' });
  const member = await buildUser(services, { given_name: 'Mo', family_name: 'Member' });
  const partner = await buildUser(services, { given_name: 'Pat', family_name: 'Member' });
  // Registered for an event without belonging to the church: anyone may register.
  const visitor = await buildUser(services, { given_name: 'Vi', family_name: 'Visitor' });
  await addChurchMember(services, church.id, admin.id, 'admin');
  await addChurchMember(services, church.id, member.id);
  await addChurchMember(services, church.id, partner.id);

  const event = await buildEvent(services, church.id, { title: 'Harvest supper', capacity: 40, headcount: 12 });
  for (const user of [member, visitor]) {
    await db.insertInto('event_registrations').values({ event_id: event.id, user_id: user.id, created_at: now(), updated_at: now() }).execute();
  }
  await db.updateTable('events').set({ registration_count: 2 }).where('id', '=', event.id).execute();

  const group = await buildGroup(services, church.id, { name: 'Young adults' });
  await db.insertInto('group_members').values({ group_id: group.id, user_id: member.id, role: 'leader', joined_at: now(), updated_at: now() }).execute();
  await db.insertInto('group_members').values({ group_id: group.id, user_id: partner.id, role: 'member', joined_at: now(), updated_at: now() }).execute();
  await db.updateTable('groups').set({ member_count: 2 }).where('id', '=', group.id).execute();
  const meeting = await db
    .insertInto('group_meetings')
    .values({ group_id: group.id, church_id: church.id, date: '2026-11-18', guests: 2, notes: 'Read Ruth 1', created_by: member.id, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('meeting_attendees').values([{ meeting_id: meeting.id, user_id: member.id }, { meeting_id: meeting.id, user_id: partner.id }]).execute();

  const prayer = await buildPrayer(services, church.id, member.id, { content: 'For my new job', prayer_count: 3 });
  const anonymous = await buildPrayer(services, church.id, partner.id, { content: 'For my marriage', is_anonymous: true });
  const donation = await buildDonation(services, member.id, church.id, { amount: 5000, fund: 'Missions', external_id: 'gift-1' });

  const household = await db
    .insertInto('households')
    .values({ church_id: church.id, name: 'The Members', name_key: 'the members', phone: '+441132345678', phone_last4: '5678', created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('household_adults').values([
    { household_id: household.id, user_id: member.id, church_id: church.id, created_at: now() },
    { household_id: household.id, user_id: partner.id, church_id: church.id, created_at: now() },
  ]).execute();
  const child = await db
    .insertInto('children')
    .values({ household_id: household.id, church_id: church.id, given_name: 'Kit', family_name: 'Member', birthdate: '2019-05-04', allergies: 'peanuts', notes: 'Collected by parents only', created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('rooms')
    .values({ event_id: event.id, church_id: church.id, name: 'Ages 5-8', capacity: 10, min_age: 5, max_age: 8, checked_in_count: 1, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('check_in_codes').values({ event_id: event.id, household_id: household.id, code: SECURITY_CODE, created_at: now() }).execute();
  await db
    .insertInto('check_ins')
    .values({ event_id: event.id, church_id: church.id, household_id: household.id, child_id: child.id, room_id: room.id, name: 'Kit Member', checked_in_by: member.id, checked_in_at: now(), updated_at: now() })
    .execute();

  return { church, admin, member, partner, visitor, event, group, meeting, prayer, anonymous, donation, household, child, room };
}
