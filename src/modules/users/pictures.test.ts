import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildCaller, buildChurch, buildTestApp, buildUser } from '../../../test/helpers.ts';
import { buildSigninTestHost } from '../../../test/pages.ts';
import { findAccount } from '../identity/account.ts';
import { avatarSvg, initialsOf, ProfilePictures } from './pictures.ts';

const LOGIN = 'https://login.example.org';

test('initials: the first letter of each name, upper case, accents and marks kept, anything else left out', () => {
  assert.equal(initialsOf('ruth', 'moabite'), 'RM');
  assert.equal(initialsOf(' Élodie', 'Ñúñez'), 'ÉÑ');
  assert.equal(initialsOf('e\u0301va', 'Lee'), 'E\u0301L', 'a letter with its combining mark');
  assert.equal(initialsOf('李', '小龙'), '李小');
  assert.equal(initialsOf('<script>', '"x'), '', 'no markup, no quotes');
  assert.equal(initialsOf('🙂', 'Smith'), 'S');
});

test('picture URL: the one the person set, else their initials on their colour at the sign-in host', () => {
  const pictures = new ProfilePictures(LOGIN);
  assert.equal(pictures.urlOf({ id: 7, given_name: 'Ruth', family_name: 'Moabite', picture: 'https://example.org/ruth.png' }), 'https://example.org/ruth.png');
  assert.equal(pictures.urlOf({ id: 7, given_name: 'Ruth', family_name: 'Moabite', picture: null }), `${LOGIN}/avatars/7/RM.svg`);
  assert.equal(pictures.urlOf({ id: 19, given_name: 'Élodie', family_name: 'Ñúñez', picture: null }), `${LOGIN}/avatars/7/%C3%89%C3%91.svg`);
  assert.equal(pictures.urlOf({ id: 12, given_name: '<', family_name: '>', picture: null }), `${LOGIN}/avatars/0/-.svg`, 'no letters: a plain colour');
  const before = pictures.urlOf({ id: 3, given_name: 'Ana', family_name: 'Bell', picture: null });
  assert.notEqual(pictures.urlOf({ id: 3, given_name: 'Zoe', family_name: 'Bell', picture: null }), before, 'a new name is a new URL');
});

test('the generated SVG escapes what it writes', () => {
  const svg = avatarSvg(0, '<&"\'>');
  assert.doesNotMatch(svg, /<&|"'/);
  assert.match(svg, /&lt;&amp;&quot;&apos;&gt;<\/text>/);
});

test('GET /avatars/:colour/:initials.svg: a safe, cacheable SVG; anything else is not found', async (t) => {
  const host = await buildSigninTestHost(t);
  const response = await host.app.inject({ method: 'GET', url: '/avatars/3/%C3%89N.svg' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'image/svg+xml');
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['content-security-policy'], "default-src 'none'; sandbox");
  assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(response.body, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(response.body, />ÉN<\/text><\/svg>$/);
  assert.doesNotMatch(response.body, /<script|on\w+=/i);
  const etag = String(response.headers.etag);
  assert.match(etag, /^"[\w-]{22}"$/);
  const again = await host.app.inject({ method: 'GET', url: '/avatars/3/%C3%89N.svg', headers: { 'if-none-match': etag } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');
  assert.notEqual((await host.app.inject({ method: 'GET', url: '/avatars/4/%C3%89N.svg' })).headers.etag, etag, 'another colour, another tag');
  assert.equal((await host.app.inject({ method: 'GET', url: '/avatars/0/-.svg' })).statusCode, 200);

  for (const url of ['/avatars/3/%3Cscript%3E.svg', '/avatars/3/ABC.svg', '/avatars/3/AB.png', '/avatars/3/A%22B.svg', '/avatars/3/.svg']) {
    const refused = await host.app.inject({ method: 'GET', url });
    assert.equal(refused.statusCode, 404, url);
  }
  for (const url of ['/avatars/12/AB.svg', '/avatars/-1/AB.svg', '/avatars/x/AB.svg']) {
    assert.equal((await host.app.inject({ method: 'GET', url })).statusCode, 400, url);
  }
});

test('every person has a picture: userinfo under profile, /users/me, /users/:id and member lists', async (t) => {
  const { services, request } = await buildTestApp(t);
  const caller = await buildCaller(services);
  const plain = await buildUser(services, { given_name: 'Ruth', family_name: 'Moabite' });
  const generated = services.users.pictures.urlOf(plain);
  assert.match(generated, /^http:\/\/localhost:\d+\/avatars\/\d+\/RM\.svg$/);

  const claims = await (await findAccount(services.users, String(plain.id)))!.claims('userinfo', 'openid profile', {}, []);
  assert.equal(claims.picture, generated);

  const own = await request({ method: 'GET', url: '/api/v1/users/me', key: caller.key });
  assert.equal(own.json().data.picture, services.users.pictures.urlOf(caller.user));
  const other = await request({ method: 'GET', url: `/api/v1/users/${plain.id}`, key: caller.key });
  assert.equal(other.json().data.picture, generated);

  const church = await buildChurch(services);
  await addChurchMember(services, church.id, caller.user.id, 'admin');
  await addChurchMember(services, church.id, plain.id);
  const members = await request({ method: 'GET', url: `/api/v1/churches/${church.id}/members`, key: caller.key });
  assert.equal(members.statusCode, 200);
  const listed = members.json().data as { id: number; picture: string }[];
  assert.equal(listed.find((member) => member.id === plain.id)?.picture, generated);
});
