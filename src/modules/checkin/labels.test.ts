import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pdfPages } from '../../../test/pdf-text.ts';
import { householdLabelsPdf, labelPdf, printable } from './labels.ts';

test('printable: WinAnsi text stays; other letters keep what accents WinAnsi has; the rest is ?', () => {
  assert.equal(printable('Zoë Müller-Ødegård – “Jo”'), 'Zoë Müller-Ødegård – “Jo”');
  assert.equal(printable('Łucja Żak, Nguyễn Thị Ánh'), 'Lucja Zak, Nguyên Thi Ánh');
  assert.equal(printable('Ștefan Dvořák'), 'Stefan Dvorák');
  assert.equal(printable('Юля 李'), '??? ?');
  assert.equal(printable('9:30\u202fAM'), '9:30 AM');
});

test('labels print names and allergies outside Latin-1 legibly, not as unreadable glyphs', async () => {
  const label = { name: 'Łucja Nguyễn', room: 'Żłobek', event: 'Niedziela', when: 'Sun, Nov 29, 2026, 9:30\u202fAM', code: 'K7PX', allergies: 'Orzechy włoskie' };
  const [page] = await pdfPages(await labelPdf(label));
  for (const text of ['Lucja Nguyên', 'Room: Zlobek', 'ALLERGIES: Orzechy wloskie', 'K7PX', '9:30 AM']) assert.ok(page.text.includes(text), `${text} in ${page.text}`);
  const pages = await pdfPages(
    await householdLabelsPdf([label], { household: 'Nguyễn', event: 'Niedziela', when: label.when, code: 'K7PX', people: [{ name: label.name, room: label.room }] }),
  );
  assert.ok(pages[1].text.includes('Lucja Nguyên (Zlobek)'), pages[1].text);
  assert.ok(pages[1].text.includes('Nguyên · Niedziela'), pages[1].text);
});
