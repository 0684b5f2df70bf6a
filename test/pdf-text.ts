import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page of a PDF: its size in points and its text, read back as a PDF reader does. */
export async function pdfPages(pdf: Uint8Array): Promise<{ width: number; height: number; text: string }[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS });
  const doc = await task.promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const [x0, y0, x1, y1] = page.view;
    pages.push({ width: x1 - x0, height: y1 - y0, text: content.items.map((item) => ('str' in item ? item.str : '')).join(' ') });
  }
  await task.destroy();
  return pages;
}
