import type { ChurchesService } from '../churches/service.ts';
import type { DonationsRepository } from './repository.ts';

export class DonationsService {
  private readonly repository: DonationsRepository;
  private readonly churches: ChurchesService;
  constructor(repository: DonationsRepository, churches: ChurchesService) {
    this.repository = repository;
    this.churches = churches;
  }
}
