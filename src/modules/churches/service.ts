import type { ChurchRow } from '../../db/tables.ts';
import { toIso } from '../../db/tables.ts';
import { withCarriedState } from '../../db/list-counters.ts';
import { notFound } from '../../http/errors.ts';
import { PageBookmarks, paginate, type CursorPageQuery, type KeysetList, type Page } from '../../http/pagination.ts';
import type { ChurchesRepository } from './repository.ts';
import type { Church } from './schemas.ts';
import type { ChurchRole } from './policy.ts';

export function toChurch(row: ChurchRow): Church {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    state: row.state,
    country: row.country,
    website: row.website,
    memberCount: row.member_count,
    createdAt: toIso(row.created_at),
  };
}

export class ChurchesService {
  private readonly churches: ChurchesRepository;
  private readonly bookmarks = new PageBookmarks();
  private readonly all: KeysetList<ChurchRow>;
  constructor(churches: ChurchesRepository) {
    this.churches = churches;
    this.all = {
      name: 'churches',
      keyTypes: ['number'],
      state: async () => ({ ...(await this.churches.counter()), validUntil: Infinity }),
      rows: (limit, window) => this.churches.list(limit, window),
      rowsWithState: async (limit, window) => withCarriedState(await this.churches.listWithState(limit, window)),
      keyOf: (row) => [row.id],
    };
  }

  async list(query: CursorPageQuery): Promise<Page<Church>> {
    const { rows, pagination } = await paginate(this.all, query, this.bookmarks);
    return { data: rows.map(toChurch), pagination };
  }

  async get(id: number): Promise<Church> {
    const row = await this.churches.findById(id);
    if (!row) throw notFound(`Church ${id} does not exist`);
    return toChurch(row);
  }

  async memberCount(id: number): Promise<{ churchId: number; memberCount: number }> {
    const church = await this.get(id);
    return { churchId: church.id, memberCount: church.memberCount };
  }

  /**
   * The person's role in the church, for the permission rules of every module; null when
   * they do not belong to it.
   */
  async roleOf(churchId: number, userId: number): Promise<ChurchRole | null> {
    return ((await this.churches.roleOf(churchId, userId)) as ChurchRole | undefined) ?? null;
  }

  exists(id: number): Promise<boolean> {
    return this.churches.exists(id);
  }

  /** Throws NotFound unless the church exists; for lists filtered by church. */
  async assertExists(id: number): Promise<void> {
    if (!(await this.exists(id))) throw notFound(`Church ${id} does not exist`);
  }
}
