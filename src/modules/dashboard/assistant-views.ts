import { html, layout, type PageNav } from '../../views/layout.ts';

/** The developer dashboard's "Connect an AI assistant" page: the MCP server's address and what an assistant may do. */

export interface AssistantsPageInput {
  nav: PageNav;
  /** `{API_BASE_URL}/mcp`. */
  mcpUrl: string;
  /** Where people revoke an assistant: the account page. */
  accountUrl: string;
  /** Each scope an assistant may be given, in the words of the consent page. */
  scopes: { name: string; description: string }[];
  /** The scopes that need an administrator's approval: never an assistant's. */
  approvedOnly: string[];
  /** Whether unregistered assistants may identify by metadata document, and register themselves. */
  metadataDocuments: boolean;
  dynamicRegistration: boolean;
}

export function assistantsPage(input: AssistantsPageInput): string {
  const vscode = JSON.stringify({ servers: { community: { type: 'http', url: input.mcpUrl } } }, null, 2);
  return layout(
    'Connect an AI assistant',
    html`<div class="page-head"><div><h1>Connect an AI assistant</h1>
<p class="lead">Assistants such as Claude, ChatGPT and VS Code reach the platform through its MCP server. They sign in here, with the person’s consent, and can then do what the API lets that person do, within the scopes allowed.</p>
<p><a href="/developers">Back to your apps</a></p></div></div>
<section class="card" aria-labelledby="url-title">
<h2 id="url-title">The address to paste</h2>
<div class="secret-row"><code id="mcp-url" class="secret">${input.mcpUrl}</code>
<button type="button" class="secondary copy" data-copy="mcp-url" hidden>Copy</button></div>
<p>Nothing else is needed: the assistant finds the sign-in server by itself and sends you to sign in and allow it.</p>
<ul>
<li><strong>Claude</strong>: Settings › Connectors › Add custom connector, paste the address, then Connect.</li>
<li><strong>ChatGPT</strong>: Settings › Connectors › Create (developer mode), paste the address, authentication OAuth.</li>
<li><strong>VS Code</strong>: <code>MCP: Add Server…</code>, HTTP, paste the address; or in <code>.vscode/mcp.json</code>:
<pre><code>${vscode}</code></pre></li>
<li><strong>A server-side agent</strong> acting for you: send one of your app’s API keys as <code>Authorization: Bearer cpk_…</code> to the same address; the key’s scopes apply.</li>
</ul>
${input.metadataDocuments || input.dynamicRegistration
  ? html`<p class="aside">Assistants that are not apps registered here identify themselves ${input.metadataDocuments ? 'by a client ID metadata document (an https:// client ID)' : ''}${input.metadataDocuments && input.dynamicRegistration ? ' or ' : ''}${input.dynamicRegistration ? 'by registering themselves' : ''}; the consent page says so plainly.</p>`
  : html`<p class="aside">On this platform only apps registered here (and API keys) may connect: unregistered assistants are turned off.</p>`}
</section>
<section class="card" aria-labelledby="scopes-title">
<h2 id="scopes-title">What an assistant can do</h2>
<p>Every API operation is a tool. The assistant sees only the tools of the scopes allowed to it; each call runs with the API’s own permissions, limits and records.</p>
<div class="table-wrap"><table>
<thead><tr><th scope="col">Scope</th><th scope="col">Lets the assistant</th></tr></thead>
<tbody>
${input.scopes.map((scope) => html`<tr><th scope="row"><code>${scope.name}</code></th><td>${scope.description}</td></tr>`)}
</tbody></table></div>
<p class="aside">${input.approvedOnly.map((scope, i) => html`${i ? ', ' : ''}<code>${scope}</code>`)}: never granted to an assistant that is not a registered app approved for them.</p>
</section>
<section class="card" aria-labelledby="revoke-title">
<h2 id="revoke-title">How to revoke it</h2>
<p>On <a href="${input.accountUrl}">your account page</a>, under <strong>Connected apps</strong>, choose <strong>Revoke access</strong> beside the assistant. Its tokens stop working at once, and it must ask again.</p>
</section>`,
    { nav: { ...input.nav, current: 'developers' }, wide: true },
  );
}
