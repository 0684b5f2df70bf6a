import { CommunityPlatform } from '@community-platform/sdk';

const api = new CommunityPlatform({ baseUrl: process.env.API_URL ?? 'http://localhost:3000/api/v1', apiKey: process.env.API_KEY! });

const { data: me } = await api.GET('/users/me');
console.log(`Signed in as ${me.name}`);
for await (const church of api.paginate('/churches', { params: { query: { limit: 50 } } })) {
  console.log(`${church.name} (${church.city}): ${church.memberCount} members`);
}
const { data: prayer } = await api.POST('/prayers', { body: { communityId: 1, content: 'For the youth retreat this weekend' } });
console.log(`Prayer request ${prayer.id} posted`);
