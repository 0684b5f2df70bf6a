import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inFormWords, withoutIds } from './form-words.ts';

const EVENT = { title: 'Title', startsAt: 'Starts', endsAt: 'Ends', capacity: 'Capacity' };

test('a service refusal names the fields as the form labels them', () => {
  assert.equal(inFormWords("Invalid field 'endsAt': must be after startsAt (2027-01-10T18:00:00.000Z)", EVENT), 'Ends must be after Starts');
  assert.equal(inFormWords("Invalid field 'startsAt': must be before endsAt (2027-01-10T18:00:00.000Z)", EVENT), 'Starts must be before Ends');
  assert.equal(inFormWords("Invalid field 'title': must not be blank", EVENT), 'Title must not be blank');
  // A field the form does not have, and any other message, stay as they are.
  assert.equal(inFormWords("Invalid field 'churchId': church 9 does not exist", EVENT), "Invalid field 'churchId': this church does not exist");
  assert.equal(inFormWords('Event 4 is full: all 10 spots are taken', EVENT), 'This event is full: all 10 spots are taken');
});

test('the numbers the API names things by become the words of the page', () => {
  assert.equal(withoutIds('User 12 is the last admin of church 3: make another member an admin first'), 'This person is the last admin of this church: make another member an admin first');
  assert.equal(withoutIds('Only admins of church 3 or leaders of group 7 can manage its members'), 'Only admins of this church or leaders of this group can manage its members');
  assert.equal(withoutIds('Choose a person to add.'), 'Choose a person to add.');
});
