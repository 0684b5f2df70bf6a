import { badge, emptyState, field, notice, secretBox, table, time } from '../../views/components.ts';
import { csrfField, html, raw, type SafeHtml } from '../../views/layout.ts';
import type { Webhook, WebhookDelivery } from './subscriptions.ts';

/** The Webhooks section of an app's page: its endpoints, their recent deliveries, and the form adding one. */

/** An endpoint as its section shows it: with its most recent deliveries. */
export type WebhookItem = Webhook & { deliveries: WebhookDelivery[] };

export interface WebhooksSectionInput {
  csrfToken: string;
  /** `/developers/apps/<client id>` */
  base: string;
  webhooks: WebhookItem[];
  eventTypes: string[];
  scopes: { name: string; description: string; available: boolean }[];
  /** Scopes checked on an empty form. */
  defaultScopes: string[];
  httpsOnly: boolean;
  error?: string;
  form?: { url?: string; eventTypes?: string[]; scopes?: string[] };
  /** A signing secret just issued (new endpoint or rotation): shown this once. */
  newSecret?: { webhookId: number; secret: string };
}

const STATUS_BADGE = {
  pending: badge('Retrying', 'warn'),
  delivered: badge('Delivered', 'good'),
  failed: badge('Failed', 'bad'),
  skipped: badge('Skipped', 'neutral'),
} as const;

function checkbox(name: string, value: string, id: string, checked: boolean, hint?: string): SafeHtml {
  return html`<div class="choice">
<input type="checkbox" id="${id}" name="${name}" value="${value}"${checked ? raw(' checked') : null}${hint ? html` aria-describedby="${id}-hint"` : null}>
<label for="${id}">${value}</label>
${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : null}
</div>`;
}

function button(input: WebhooksSectionInput, action: string, label: string, accessibleName: string, kind = 'secondary small'): SafeHtml {
  return html`<form method="post" action="${input.base}/webhooks/${action}" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="${kind}" aria-label="${accessibleName}">${label}</button>
</form>`;
}

function deliveries(input: WebhooksSectionInput, webhook: WebhookItem): SafeHtml | null {
  return table({
    caption: `Recent deliveries to ${webhook.url}`,
    columns: ['Event', 'Time', 'Status', 'Status code', 'Attempts', 'Next try', { hidden: 'Actions' }],
    rows: webhook.deliveries,
    row: (delivery) => html`<tr>
<th scope="row"><code>${delivery.eventType}</code><br><span class="muted small-text">${delivery.eventId}</span></th>
<td>${time(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
<td>${STATUS_BADGE[delivery.status]}${delivery.lastError ? html`<br><span class="muted small-text">${delivery.lastError}</span>` : null}</td>
<td>${delivery.lastStatusCode ?? html`<span class="muted">—</span>`}</td>
<td>${delivery.attempts}</td>
<td>${delivery.nextAttemptAt ? time(delivery.nextAttemptAt) : html`<span class="muted">—</span>`}</td>
<td>${delivery.status === 'skipped' ? null : button(input, `${webhook.id}/deliveries/${delivery.id}/redeliver`, 'Redeliver', `Redeliver ${delivery.eventId}`)}</td>
</tr>`,
    empty: emptyState('No deliveries yet', 'Events appear here as they are sent. Send a test event to try the endpoint.'),
  });
}

function endpoint(input: WebhooksSectionInput, webhook: WebhookItem): SafeHtml {
  return html`<article class="webhook" id="webhook-${webhook.id}" aria-labelledby="webhook-${webhook.id}-title">
<h3 id="webhook-${webhook.id}-title"><code>${webhook.url}</code> ${webhook.enabled ? badge('Enabled', 'good') : badge('Disabled', 'bad')}</h3>
${input.newSecret?.webhookId === webhook.id
  ? secretBox(`webhook-secret-${webhook.id}`, 'Signing secret', input.newSecret.secret, 'copy it now and keep it on the server that receives the events. It is shown only once; if you lose it, rotate it.')
  : null}
${!webhook.enabled ? notice('warning', html`Disabled ${time(webhook.disabledAt)}: ${webhook.disabledReason ?? ''}. No events are sent to it until you enable it again.`) : null}
${webhook.enabled && webhook.failingSince ? notice('warning', html`Every delivery has failed since ${time(webhook.failingSince)}. The endpoint is disabled if this goes on.`) : null}
<dl class="facts">
<dt>Events</dt><dd>${webhook.eventTypes.length ? webhook.eventTypes.map((type) => html`<code>${type}</code> `) : 'All event types'}</dd>
<dt>Reads as</dt><dd>The app's owner with <span class="scopes">${webhook.scopes.map((scope) => html`<code>${scope}</code> `)}</span></dd>
</dl>
<div class="actions">
${webhook.enabled ? button(input, `${webhook.id}/test`, 'Send test event', `Send a test event to ${webhook.url}`) : null}
${webhook.enabled ? button(input, `${webhook.id}/disable`, 'Disable', `Disable ${webhook.url}`) : button(input, `${webhook.id}/enable`, 'Enable', `Enable ${webhook.url}`)}
${button(input, `${webhook.id}/secret`, 'Rotate secret', `Rotate the signing secret of ${webhook.url}`)}
${button(input, `${webhook.id}/delete`, 'Delete', `Delete ${webhook.url}`, 'danger small')}
</div>
<h4>Recent deliveries</h4>
${deliveries(input, webhook)}
</article>`;
}

/** The endpoints, then the form adding one: folded away once there are endpoints (its list of event types is long), open after a problem. */
export function webhooksSection(input: WebhooksSectionInput): SafeHtml {
  const form = input.form ?? {};
  const checkedScopes = form.scopes ?? input.defaultScopes;
  return html`<section class="card" id="webhooks" aria-labelledby="webhooks-title">
<h2 id="webhooks-title">Webhooks</h2>
${notice('error', input.error)}
<p class="muted">Your server hears about changes as they happen: each event is POSTed as JSON to your endpoint in the <a href="https://www.standardwebhooks.com">Standard Webhooks</a> format, signed with the endpoint's secret (<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>; verify them with the <code>standardwebhooks</code> package). Events show what you, the app's owner, could read with the endpoint's scopes. Answer 2xx within the timeout; anything else is retried later (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), redirects are not followed, and <code>410 Gone</code> disables the endpoint, as do five days of failures.</p>
${input.webhooks.length ? input.webhooks.map((webhook) => endpoint(input, webhook)) : emptyState('No endpoints yet', 'Add one below to be told of new events, prayers, groups and more instead of polling.')}
<details class="add-form" id="add-webhook"${input.webhooks.length && !input.error && form.url === undefined ? null : raw(' open')}>
<summary><h3>Add an endpoint</h3></summary>
<form method="post" action="${input.base}/webhooks" novalidate>
${csrfField(input.csrfToken)}
${field({
  id: 'webhook-url',
  name: 'url',
  label: 'Endpoint URL',
  type: 'url',
  value: form.url,
  placeholder: 'https://app.example.org/webhooks',
  hint: input.httpsOnly ? 'An https:// address on the public internet.' : 'An https:// address; plain http:// is accepted while you develop.',
})}
<fieldset>
<legend>Event types</legend>
<p class="hint">Leave all unchecked to receive every type, including types added later.</p>
<div class="checks">
${input.eventTypes.map((type) => checkbox('eventTypes', type, `webhook-event-${type.replaceAll('.', '-')}`, form.eventTypes?.includes(type) ?? false))}
</div>
</fieldset>
<fieldset>
<legend>Scopes</legend>
<p class="hint">What the endpoint may read, as with an API key: events about anything else are not sent.</p>
<div class="checks">
${input.scopes.map((scope) =>
  checkbox('scopes', scope.name, `webhook-scope-${scope.name.replace(':', '-')}`, checkedScopes.includes(scope.name), scope.available ? scope.description : `${scope.description} — needs donations access approved.`),
)}
</div>
</fieldset>
<div class="actions"><button type="submit">Add endpoint</button></div>
</form>
</details>
</section>`;
}
