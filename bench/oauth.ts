import type autocannon from 'autocannon';

export interface TokenScenario {
  url: string;
  load: Omit<autocannon.Options, 'url' | 'duration' | 'connections'>;
}

export interface TokenScenarios {
  /** Why the token scenarios cannot run, when they cannot. */
  pending?: string;
  scenarios: Record<string, TokenScenario>;
  close(): Promise<void>;
}

export async function prepareTokenScenarios(_context: { databaseUrl: string; base: string; loginBase: string; apiKey: string }): Promise<TokenScenarios> {
  return { pending: 'the OAuth token endpoint is not available yet', scenarios: {}, close: async () => {} };
}
