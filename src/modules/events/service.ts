import type { ChurchesService } from '../churches/service.ts';
import type { EventsRepository } from './repository.ts';

export class EventsService {
  private readonly repository: EventsRepository;
  private readonly churches: ChurchesService;
  constructor(repository: EventsRepository, churches: ChurchesService) {
    this.repository = repository;
    this.churches = churches;
  }
}
