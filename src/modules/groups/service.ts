import type { ChurchesService } from '../churches/service.ts';
import type { GroupsRepository } from './repository.ts';

export class GroupsService {
  private readonly repository: GroupsRepository;
  private readonly churches: ChurchesService;
  constructor(repository: GroupsRepository, churches: ChurchesService) {
    this.repository = repository;
    this.churches = churches;
  }
}
