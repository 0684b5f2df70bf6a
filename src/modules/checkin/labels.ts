
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
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(startsAt));
}

/** What the standard PDF fonts (WinAnsi) print beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters that carry no separable accent, as their plain Latin letters; spaces ICU puts in times, as spaces. */
const FOLDED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', Ŀ: 'L', ŀ: 'l', Ŋ: 'N', ŋ: 'n', ſ: 's', ẞ: 'SS', Ĳ: 'IJ', ĳ: 'ij', '\u202f': ' ', '\u2009': ' ' };

function printableChar(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character);
}

/**
 * Text as the labels' standard fonts can print it. They know only WinAnsi, and pdfkit turns a
 * string holding anything else into unreadable glyphs, all of it (allergies included). Until
 * the labels embed a Unicode font, a letter outside it keeps as many of its accents as WinAnsi
 * has ("ễ" prints "ê", "Ż" "Z", "Ł" "L"), and anything else prints "?".
 */
export function printable(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    if (printableChar(character)) {
      out += character;
      continue;
    }
    if (FOLDED[character]) {
      out += FOLDED[character];
      continue;
    }
    const [base, ...marks] = character.normalize('NFD');
    let folded = '?';
    for (let kept = marks.length; kept >= 0 && printableChar(base); kept--) {
      const candidate = (base + marks.slice(0, kept).join('')).normalize('NFC');
      if ([...candidate].length === 1 && printableChar(candidate)) {
        folded = candidate;
        break;
      }
    }
    out += folded;
  }
  return out;
}

const printableLabel = (label: LabelContent): LabelContent => ({
  ...label,
  name: printable(label.name),
  room: label.room === null ? null : printable(label.room),
  event: printable(label.event),
  when: printable(label.when),
  allergies: printable(label.allergies),
});

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
  line(doc, label.name, 'Helvetica-Bold', fitted(doc, label.name, 'Helvetica-Bold', 26, nameWidth), MARGIN, nameWidth);
  // The code sits top right, boxed, where a volunteer looks for it at pick-up.
  doc.rect(LABEL_SIZE[0] - MARGIN - codeWidth, MARGIN - 2, codeWidth, 30).lineWidth(1.5).stroke();
  doc.font('Courier-Bold').fontSize(22).text(label.code, LABEL_SIZE[0] - MARGIN - codeWidth, MARGIN + 3, { width: codeWidth, align: 'center', lineBreak: false });
  line(doc, label.room ? `Room: ${label.room}` : 'Adult', 'Helvetica-Bold', 13, 48);
  line(doc, label.event, 'Helvetica', 10, 66);
  line(doc, label.when, 'Helvetica', 10, 79);
  if (label.allergies.trim()) {
    // Marked so nobody misses it: white on black across the bottom.
    const top = LABEL_SIZE[1] - MARGIN - 34;
    doc.rect(MARGIN - 4, top, WIDTH + 8, 36).fill('black');
    doc.fillColor('white').font('Helvetica-Bold').fontSize(11).text(`ALLERGIES: ${label.allergies.trim()}`, MARGIN, top + 4, { width: WIDTH, height: 30, ellipsis: true });
    doc.fillColor('black');
  }
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: ReceiptContent): void {
  line(doc, "Parent's receipt", 'Helvetica-Bold', 11, MARGIN);
  doc.font('Courier-Bold').fontSize(30).text(receipt.code, MARGIN, MARGIN + 14, { width: WIDTH, lineBreak: false });
  line(doc, 'Show this code to pick up:', 'Helvetica', 9, 56);
  const names = receipt.people.map((person) => (person.room ? `${person.name} (${person.room})` : person.name)).join(', ');
  doc.font('Helvetica-Bold').fontSize(10).text(names, MARGIN, 68, { width: WIDTH, height: 36, ellipsis: true });
  line(doc, `${receipt.household} · ${receipt.event}`, 'Helvetica', 9, 108);
  line(doc, receipt.when, 'Helvetica', 9, 120);
}

/**
 * The PDF library is loaded with the first label, not at start: it costs a few hundred
 * milliseconds to load, and most instances never print one.
 */
async function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: 0, autoFirstPage: false, info: { Title: title, Producer: 'Community Platform' } });
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
    drawLabel(doc, printableLabel(label));
  }, `Label: ${label.name}`);
}

/** A household's labels, one page each, then the parent's receipt. */
export function householdLabelsPdf(labels: LabelContent[], receipt: ReceiptContent): Promise<Buffer> {
  return render((doc) => {
    for (const label of labels) {
      doc.addPage();
      drawLabel(doc, printableLabel(label));
    }
    doc.addPage();
    drawReceipt(doc, {
      ...receipt,
      household: printable(receipt.household),
      event: printable(receipt.event),
      when: printable(receipt.when),
      people: receipt.people.map((person) => ({ name: printable(person.name), room: person.room === null ? null : printable(person.room) })),
    });
  }, `Labels: ${receipt.household}`);
}
