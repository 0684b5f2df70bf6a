import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pdfPages } from '../../../test/pdf-text.ts';
import { householdLabelsPdf, labelPdf, labelTime } from './labels.ts';

test('labels print names and allergies as families spell them, outside Latin-1 too', async () => {
  const label = { name: 'Łucja Nguyễn', room: 'Żłobek', event: 'Niedziela', when: labelTime('2026-11-29T09:30:00Z', 'UTC'), code: 'K7PX', allergies: 'Orzechy włoskie, Юля' };
  const [page] = await pdfPages(await labelPdf(label));
  for (const text of ['Łucja Nguyễn', 'Room: Żłobek', 'ALLERGIES: Orzechy włoskie, Юля', 'K7PX', 'Sun, Nov 29, 2026, 9:30 AM']) assert.ok(page.text.includes(text), `${text} in ${page.text}`);
  const pages = await pdfPages(
    await householdLabelsPdf([label], { household: 'Nguyễn', event: 'Niedziela', when: label.when, code: 'K7PX', people: [{ name: label.name, room: label.room }] }),
  );
  assert.ok(pages[1].text.includes('Łucja Nguyễn (Żłobek)'), pages[1].text);
  assert.ok(pages[1].text.includes('Nguyễn · Niedziela'), pages[1].text);
});
