import type { ChurchesService } from '../churches/service.ts';
import type { PrayersRepository } from './repository.ts';

export class PrayersService {
  private readonly repository: PrayersRepository;
  private readonly churches: ChurchesService;
  constructor(repository: PrayersRepository, churches: ChurchesService) {
    this.repository = repository;
    this.churches = churches;
  }
}
