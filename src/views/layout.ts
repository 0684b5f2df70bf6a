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

/** The site's icon (an SVG, also served at /favicon.ico for browsers that ask there). */
export const ICON_PATH = '/favicon.svg';

/** Path of the one script: progressive enhancement only (copy buttons, sign-out forms that go on by themselves); every page works without it. */
export const SCRIPT_PATH = '/assets/copy.js';

/** The signed-in person's navigation, on account, dashboard and admin pages. */
export interface PageNav {
  userName: string;
  isAdmin: boolean;
  /** For the sign-out form. */
  csrfToken: string;
  current?: 'account' | 'churches' | 'developers' | 'admin';
}

export interface PageOptions {
  nav?: PageNav;
  /** A console page (wide, for tables) rather than a small sign-in card. */
  wide?: boolean;
  /**
   * The sign-in host's origin, for a page another host sends (the API issuer's error page):
   * the stylesheet is served by the sign-in host only. Same-host pages leave it out.
   */
  assetsOrigin?: string;
}

function navigation(nav: PageNav): SafeHtml {
  const link = (href: string, label: string, key: PageNav['current']) =>
    html`<a href="${href}"${nav.current === key ? raw(' aria-current="page"') : null}>${label}</a>`;
  return html`<nav aria-label="Main">
${link('/developers', 'Developers', 'developers')}
${link('/account', 'Account', 'account')}
${link('/my/churches', 'My churches', 'churches')}
${nav.isAdmin ? link('/admin', 'Admin', 'admin') : null}
</nav>
<form method="post" action="/logout" class="signout">
${csrfField(nav.csrfToken)}
<span class="who">${nav.userName}</span>
<button type="submit" class="link">Sign out</button>
</form>`;
}

/** The page frame shared by the sign-in, account and dashboard pages. */
export function layout(title: string, body: SafeHtml, options: PageOptions = {}): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Community Platform</title>
<link rel="stylesheet" href="${options.assetsOrigin ?? ''}${STYLESHEET_PATH}">
<link rel="icon" href="${options.assetsOrigin ?? ''}${ICON_PATH}" type="image/svg+xml">
${options.wide ? html`<script src="${SCRIPT_PATH}" defer></script>` : null}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site">
${options.nav ? html`<a class="brand" href="/developers">Community Platform</a>` : html`<span class="brand">Community Platform</span>`}
${options.nav ? navigation(options.nav) : null}
</header>
<main id="main"${options.wide ? raw(' class="wide"') : null}>
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
