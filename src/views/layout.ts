/**
 * Page templates: plain functions returning HTML. Every value interpolated with `html` is
 * escaped unless it is itself the result of `html` (or explicitly `raw`), so forgetting to
 * escape is impossible and double escaping does not happen.
 */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Markup we wrote ourselves and trust as is. Never pass user input here. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

type Interpolated = SafeHtml | string | number | boolean | null | undefined | readonly Interpolated[];

function render(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${name}</p>\`` escapes `name`. Arrays are joined; null, undefined and false render nothing. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** Path of the one stylesheet every page uses. */
export const STYLESHEET_PATH = '/assets/style.css';

/** The page frame shared by the sign-in, account and dashboard pages. */
export function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Community Platform</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="site"><span class="brand">Community Platform</span></header>
<main>
${body}
</main>
</body>
</html>
`.value;
}

/** The hidden field carrying a form's CSRF token (see src/http/csrf.ts). */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}
