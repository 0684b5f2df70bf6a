import type { ChurchRow } from '../../db/tables.ts';
import { toIso } from '../../db/tables.ts';
import { notFound } from '../../http/errors.ts';
import { offsetOf, page, type Page, type PageQuery } from '../../http/pagination.ts';
import type { ChurchesRepository } from './repository.ts';
import type { Church } from './schemas.ts';

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
  constructor(churches: ChurchesRepository) {
    this.churches = churches;
  }

  async list(query: PageQuery): Promise<Page<Church>> {
    const [rows, total] = await Promise.all([this.churches.list(query.limit, offsetOf(query)), this.churches.count()]);
    return page(rows.map(toChurch), query, total);
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

  /** Throws NotFound unless the church exists; for modules that attach records to a church. */
  async assertExists(id: number): Promise<void> {
    if (!(await this.churches.exists(id))) throw notFound(`Church ${id} does not exist`);
  }
}
