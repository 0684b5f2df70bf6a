import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildChurch, buildEvent } from '../../../test/helpers.ts';
import { bornYearsAgo, buildHousehold, openWindow } from '../../../test/check-in-fixtures.ts';
import { buildSigninTestHost, signedIn } from '../../../test/pages.ts';
import { REQUEST_LIMITS } from '../accounts/throttle.ts';
import { CODE_ALPHABET } from './codes.ts';

/** An event of a church open for check-in, and a volunteer of the church signed in on a sign-in host of the test's own. */
async function kioskAtEvent(t: TestContext, event: Parameters<typeof buildEvent>[2] = {}) {
  const host = await buildSigninTestHost(t);
  const { services } = host;
  const church = await buildChurch(services);
  const volunteer = await signedIn(host);
  await addChurchMember(services, church.id, volunteer.user.id, 'volunteer');
  return { host, services, church, volunteer, event: await buildEvent(services, church.id, { ...event, ...openWindow() }) };
}

/** A code of the alphabet that is not `code`. */
function otherCode(code: string, n: number): string {
  const letters = [...CODE_ALPHABET].filter((letter) => letter !== code[0]);
  return letters[n % letters.length] + code.slice(1);
}

test("the kiosk's find-by-code counts wrong codes per person and event, then pauses for them", async (t) => {
  const { host, services, church, volunteer, event } = await kioskAtEvent(t, { title: 'Sunday service' });
  const colleague = await signedIn(host);
  await addChurchMember(services, church.id, colleague.user.id, 'volunteer');
  const parent = await signedIn(host);
  await addChurchMember(services, church.id, parent.user.id, 'member');
  const other = await buildEvent(services, church.id, { title: 'Evening service', ...openWindow() });
  const room = await services.checkIns.createRoom(event.id, (await adminOf(church.id)).id, { name: 'Nursery' });
  const { household, children } = await buildHousehold(services, church.id, { adults: [parent.user.id], children: [{ givenName: 'Łucja', birthdate: bornYearsAgo(3) }] });
  const { result } = await services.checkIns.checkIn(event.id, { userId: parent.user.id, householdsApproved: true }, { householdId: household.id, children: [{ childId: children[0].id, roomId: room.id }] });
  const code = result.securityCode;

  async function adminOf(churchId: number) {
    const admin = await signedIn(host);
    await addChurchMember(services, churchId, admin.user.id, 'admin');
    return admin.user;
  }
  const find = async (client: typeof volunteer.client, eventId: number, typed: string) => {
    await client.get(`/my/churches/${church.id}/check-in/out?event=${eventId}`);
    return client.post(`/my/churches/${church.id}/check-in/out/find`, { event: String(eventId), code: typed });
  };

  const { limit } = REQUEST_LIMITS.kioskCodeLookups;
  const right = await find(volunteer.client, event.id, code.toLowerCase());
  assert.equal(right.statusCode, 200);
  assert.match(right.body, /Łucja/);

  for (let n = 1; n < limit; n++) {
    const wrong = await find(volunteer.client, event.id, otherCode(code, n));
    assert.equal(wrong.statusCode, 200);
    assert.match(wrong.body, /Nobody is checked in under this code/);
    assert.match(wrong.body, new RegExp(`after ${limit - n} more wrong code`));
  }
  const last = await find(volunteer.client, event.id, otherCode(code, limit));
  assert.equal(last.statusCode, 429);
  assert.match(last.body, /finding children by code is paused for you until \d\d:\d\d UTC/);

  // Paused even for the right code: a run of guesses cannot end on a lucky one.
  const paused = await find(volunteer.client, event.id, code);
  assert.equal(paused.statusCode, 429);
  assert.doesNotMatch(paused.body, /Łucja/);

  // Another volunteer, and the same volunteer at another event, still look up.
  const colleagues = await find(colleague.client, event.id, code);
  assert.equal(colleagues.statusCode, 200);
  assert.match(colleagues.body, /Łucja/);
  assert.equal((await find(volunteer.client, other.id, otherCode(code, 1))).statusCode, 200);

  // Someone who is not staff is refused before any lookup.
  const parents = await find(parent.client, event.id, code);
  assert.equal(parents.statusCode, 403);
  assert.doesNotMatch(parents.body, /Łucja/);
});

test('parallel wrong codes at the lookup all count: no more than the limit get through', async (t) => {
  const { services, volunteer, event } = await kioskAtEvent(t);
  const { limit } = REQUEST_LIMITS.kioskCodeLookups;
  const answers = await Promise.allSettled(
    Array.from({ length: limit * 2 }, (_, n) => services.checkIns.kioskByCode(event.id, volunteer.user.id, otherCode('AAAA', n))),
  );
  const answered = answers.filter((answer) => answer.status === 'fulfilled').length;
  assert.ok(answered < limit, `${answered} wrong codes answered`);
  for (const answer of answers) {
    if (answer.status === 'rejected') assert.equal((answer.reason as { error: string }).error, 'TooManyWrongCodes');
  }
});

test("the kiosk's family search: the start of any word of the name, or the phone's last 4 digits", async (t) => {
  const { services, church, volunteer, event } = await kioskAtEvent(t);
  const otherChurch = await buildChurch(services);
  for (const [name, phone] of [['The Okafors', '+15551234567'], ['Smith-Jones', null], ['Nguyễn Family', null], ['100% Joy', null], ['Bookas', null]] as const) {
    await buildHousehold(services, church.id, { name, phone });
  }
  await buildHousehold(services, otherChurch.id, { name: 'Okafor Elsewhere', phone: '+15559994567' });
  const found = async (q: string) => {
    const page = await volunteer.client.get(`/my/churches/${church.id}/check-in?event=${event.id}&q=${encodeURIComponent(q)}`);
    assert.equal(page.statusCode, 200);
    return ['The Okafors', 'Smith-Jones', 'Nguyễn Family', '100% Joy', 'Bookas', 'Okafor Elsewhere'].filter((name) => page.body.includes(name));
  };
  assert.deepEqual(await found('oka'), ['The Okafors'], 'a word of the name, not the middle of one (Bookas)');
  assert.deepEqual(await found('THE OK'), ['The Okafors']);
  assert.deepEqual(await found('jones'), ['Smith-Jones']);
  assert.deepEqual(await found('nguy'), ['Nguyễn Family']);
  assert.deepEqual(await found('100%'), ['100% Joy']);
  assert.deepEqual(await found('%joy'), [], '% means itself, not any text');
  assert.deepEqual(await found('_'), []);
  assert.deepEqual(await found('4567'), ['The Okafors'], "the phone's end, in this church only");
});
