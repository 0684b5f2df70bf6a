import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** A label's page: 4 × 2 inches, in PDF points (72 per inch). */
export const LABEL_SIZE: [number, number] = [4 * 72, 2 * 72];
const MARGIN = 10;
const WIDTH = LABEL_SIZE[0] - 2 * MARGIN;

/** What one child's (or adult's) label shows. Never the household's notes. */
export interface LabelContent {
  name: string;
  room: string | null;
  event: string;
  /** The event's start in its church's time zone, as people read it. */
  when: string;
  code: string;
  allergies: string;
}

/** The parent's half: the code they show at pick-up, and whom it picks up. */
export interface ReceiptContent {
  household: string;
  event: string;
  when: string;
  code: string;
  people: { name: string; room: string | null }[];
}

/** The event's start as printed: day and time in the church's own time zone. */
export function labelTime(startsAt: string, timeZone: string): string {
  const formatted = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(startsAt));
  // ICU puts narrow spaces before AM/PM: plain ones read the same and copy cleanly.
  return formatted.replace(/[\u202f\u2009]/g, ' ');
}

/**
 * Labels print names as families spell them ("Łucja", "Nguyễn", "Юля"): the PDF standard
 * fonts know only WinAnsi, so the labels embed DejaVu Sans (Latin, Greek, Cyrillic,
 * Vietnamese and more), subset to the letters used. The code stays in Courier: its alphabet
 * is plain ASCII, and a fixed width keeps it easy to compare at pick-up.
 */
const REGULAR = 'Sans';
const BOLD = 'Sans-Bold';
let fonts: Promise<[Buffer, Buffer]> | undefined;
const fontFile = (name: string) => readFile(fileURLToPath(import.meta.resolve(`dejavu-fonts-ttf/ttf/${name}`)));

/** The largest font size up to `max` at which `text` fits `width` on one line. */
function fitted(doc: PDFKit.PDFDocument, text: string, font: string, max: number, width: number): number {
  doc.font(font);
  let size = max;
  while (size > 8 && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

function line(doc: PDFKit.PDFDocument, text: string, font: string, size: number, y: number, width = WIDTH): void {
  doc.font(font).fontSize(size).text(text, MARGIN, y, { width, lineBreak: false, ellipsis: true });
}

function drawLabel(doc: PDFKit.PDFDocument, label: LabelContent): void {
  const codeWidth = 74;
  const nameWidth = WIDTH - codeWidth - 6;
  line(doc, label.name, BOLD, fitted(doc, label.name, BOLD, 26, nameWidth), MARGIN, nameWidth);
  // The code sits top right, boxed, where a volunteer looks for it at pick-up.
  doc.rect(LABEL_SIZE[0] - MARGIN - codeWidth, MARGIN - 2, codeWidth, 30).lineWidth(1.5).stroke();
  doc.font('Courier-Bold').fontSize(22).text(label.code, LABEL_SIZE[0] - MARGIN - codeWidth, MARGIN + 3, { width: codeWidth, align: 'center', lineBreak: false });
  line(doc, label.room ? `Room: ${label.room}` : 'Adult', BOLD, 13, 48);
  line(doc, label.event, REGULAR, 10, 66);
  line(doc, label.when, REGULAR, 10, 79);
  if (label.allergies.trim()) {
    // Marked so nobody misses it: white on black across the bottom.
    const top = LABEL_SIZE[1] - MARGIN - 34;
    doc.rect(MARGIN - 4, top, WIDTH + 8, 36).fill('black');
    doc.fillColor('white').font(BOLD).fontSize(11).text(`ALLERGIES: ${label.allergies.trim()}`, MARGIN, top + 4, { width: WIDTH, height: 30, ellipsis: true });
    doc.fillColor('black');
  }
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: ReceiptContent): void {
  line(doc, "Parent's receipt", BOLD, 11, MARGIN);
  doc.font('Courier-Bold').fontSize(30).text(receipt.code, MARGIN, MARGIN + 14, { width: WIDTH, lineBreak: false });
  line(doc, 'Show this code to pick up:', REGULAR, 9, 56);
  const names = receipt.people.map((person) => (person.room ? `${person.name} (${person.room})` : person.name)).join(', ');
  doc.font(BOLD).fontSize(10).text(names, MARGIN, 68, { width: WIDTH, height: 36, ellipsis: true });
  line(doc, `${receipt.household} · ${receipt.event}`, REGULAR, 9, 108);
  line(doc, receipt.when, REGULAR, 9, 120);
}

/**
 * The PDF library is loaded with the first label, not at start: it costs a few hundred
 * milliseconds to load, and most instances never print one.
 */
async function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  fonts ??= Promise.all([fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf')]);
  const [regular, bold] = await fonts;
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: 0, autoFirstPage: false, info: { Title: title, Producer: 'Community Platform' } });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** One label, one page. */
export function labelPdf(label: LabelContent): Promise<Buffer> {
  return render((doc) => {
    doc.addPage();
    drawLabel(doc, label);
  }, `Label: ${label.name}`);
}

/** A household's labels, one page each, then the parent's receipt. */
export function householdLabelsPdf(labels: LabelContent[], receipt: ReceiptContent): Promise<Buffer> {
  return render((doc) => {
    for (const label of labels) {
      doc.addPage();
      drawLabel(doc, label);
    }
    doc.addPage();
    drawReceipt(doc, receipt);
  }, `Labels: ${receipt.household}`);
}
