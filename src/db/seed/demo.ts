import type { Services } from '../../services.ts';

// Placeholder until the demo seed lands.
export async function seedDemo(_services: Services, _options: { password?: string }): Promise<{ created: boolean }> {
  return { created: false };
}

export async function issueDemoKey(_services: Services): Promise<string | undefined> {
  return undefined;
}
