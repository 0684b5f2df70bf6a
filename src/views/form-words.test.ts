import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inFormWords } from './form-words.ts';

const EVENT = { title: 'Title', startsAt: 'Starts', endsAt: 'Ends', capacity: 'Capacity' };

test('a service refusal names the fields as the form labels them', () => {
  assert.equal(inFormWords("Invalid field 'endsAt': must be after startsAt (2027-01-10T18:00:00.000Z)", EVENT), 'Ends must be after Starts');
  assert.equal(inFormWords("Invalid field 'startsAt': must be before endsAt (2027-01-10T18:00:00.000Z)", EVENT), 'Starts must be before Ends');
  assert.equal(inFormWords("Invalid field 'title': must not be blank", EVENT), 'Title must not be blank');
  // A field the form does not have, and any other message, stay as they are.
  assert.equal(inFormWords("Invalid field 'churchId': church 9 does not exist", EVENT), "Invalid field 'churchId': church 9 does not exist");
  assert.equal(inFormWords('Event 4 is full: all 10 spots are taken', EVENT), 'Event 4 is full: all 10 spots are taken');
});
