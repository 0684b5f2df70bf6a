import { html, raw, type SafeHtml } from './layout.ts';

/** Small building blocks shared by the account, dashboard and admin pages. */

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/** A one-time message shown above a page's content: what the last form did. */
export interface Message {
  kind: NoticeKind;
  text: string;
}

/** A message at the top of a page or section. Errors are announced at once, others politely. */
export function notice(kind: NoticeKind, message: string | SafeHtml | undefined): SafeHtml | null {
  if (!message) return null;
  const role = kind === 'error' ? 'alert' : 'status';
  return html`<div class="notice ${kind}" role="${role}">${message}</div>`;
}

export interface FieldInput {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'date' | 'datetime-local';
  value?: string;
  error?: string;
  hint?: string | SafeHtml;
  autocomplete?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Smallest value of a number field. */
  min?: number;
}

/**
 * The frame of a form control: its label, hint and error, tied to the control for screen
 * readers through the attributes `control` receives.
 */
function labelled(input: Pick<FieldInput, 'id' | 'label' | 'hint' | 'error'>, control: (attributes: SafeHtml) => SafeHtml): SafeHtml {
  const hintId = input.hint ? `${input.id}-hint` : undefined;
  const errorId = input.error ? `${input.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const attributes = html`${describedBy ? html` aria-describedby="${describedBy}"` : null}${input.error ? raw(' aria-invalid="true"') : null}`;
  return html`<div class="field${input.error ? ' invalid' : ''}">
<label for="${input.id}">${input.label}</label>
${input.hint ? html`<p class="hint" id="${hintId}">${input.hint}</p>` : null}
${input.error ? html`<p class="field-error" id="${errorId}">${input.error}</p>` : null}
${control(attributes)}
</div>`;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function field(input: FieldInput): SafeHtml {
  return labelled(
    input,
    (attributes) =>
      html`<input id="${input.id}" name="${input.name}" type="${input.type ?? 'text'}"${input.value !== undefined && input.type !== 'password' ? html` value="${input.value}"` : null}${input.autocomplete ? html` autocomplete="${input.autocomplete}"` : null}${input.required ? raw(' required') : null}${input.maxLength ? html` maxlength="${input.maxLength}"` : null}${input.placeholder ? html` placeholder="${input.placeholder}"` : null}${input.min !== undefined ? html` min="${input.min}"` : null}${attributes}>`,
  );
}

/** A labelled text area for prose (descriptions), with its hint and error like `field`. */
export function textArea(input: Omit<FieldInput, 'type' | 'autocomplete' | 'min'> & { rows?: number }): SafeHtml {
  return labelled(
    input,
    (attributes) =>
      html`<textarea id="${input.id}" name="${input.name}" class="prose" rows="${input.rows ?? 4}"${input.required ? raw(' required') : null}${input.maxLength ? html` maxlength="${input.maxLength}"` : null}${input.placeholder ? html` placeholder="${input.placeholder}"` : null}${attributes}>${input.value ?? ''}</textarea>`,
  );
}

/**
 * A time for people, in one format on every page: `22 Nov 2026, 11:29 UTC`, or in a church's
 * time zone where the page is about a church (`22 Nov 2026, 05:29 GMT-6`); machine-readable in
 * `datetime`.
 */
export function time(iso: string | null | undefined, fallback = 'Never', timeZone = 'UTC'): SafeHtml {
  if (!iso) return html`<span class="muted">${fallback}</span>`;
  return html`<time datetime="${iso}">${timeText(iso, timeZone)}</time>`;
}

/** The text of `time`: day, month, year, 24-hour time and the zone's short name. */
export function timeText(iso: string, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** A one-time secret with a copy button (the button appears only when the script runs). */
export function secretBox(id: string, label: string, value: string, warning: string): SafeHtml {
  return html`<div class="secret-box" role="status">
<p class="secret-label"><strong>${label}</strong> — ${warning}</p>
<div class="secret-row"><code id="${id}" class="secret">${value}</code>
<button type="button" class="secondary copy" data-copy="${id}" hidden>Copy</button></div>
</div>`;
}

export function badge(text: string, tone: 'neutral' | 'good' | 'warn' | 'bad' | 'info' = 'neutral'): SafeHtml {
  return html`<span class="badge ${tone}">${text}</span>`;
}

/** Shown where a list is empty: what the list is for and how to fill it. */
export function emptyState(title: string, text: string | SafeHtml): SafeHtml {
  return html`<div class="empty"><p class="empty-title">${title}</p><p>${text}</p></div>`;
}

/** A column of a table by its heading; `hidden` is read out but not shown (the column of buttons). */
export type Column = string | { hidden: string };

export interface TableInput<T> {
  columns: readonly Column[];
  rows: readonly T[];
  /** One row's `<tr>`; in a `stack` table each cell carries its column as `data-label`. */
  row: (item: T) => SafeHtml;
  /** Shown instead of a table without rows (`emptyState`), if anything. */
  empty: SafeHtml | null;
  /** `stack`: on a narrow screen each row becomes a card of labelled cells. */
  className?: string;
  /** Names the table for screen readers where its heading does not. */
  caption?: string;
  id?: string;
}

/** The shape of the lists on the pages: a scrolling wrapper, a header row, a row an item. */
export function table<T>(input: TableInput<T>): SafeHtml | null {
  if (!input.rows.length) return input.empty;
  const heading = (column: Column) =>
    typeof column === 'string' ? html`<th scope="col">${column}</th>` : html`<th scope="col"><span class="visually-hidden">${column.hidden}</span></th>`;
  const caption = input.caption ? html`\n<caption class="visually-hidden">${input.caption}</caption>` : null;
  return html`<div class="table-wrap"><table${input.className ? html` class="${input.className}"` : null}${input.id ? html` id="${input.id}"` : null}>${caption}
<thead><tr>${input.columns.map(heading)}</tr></thead>
<tbody>
${input.rows.map(input.row)}
</tbody></table></div>`;
}
