import { forbidden, notFound } from '../../http/errors.ts';
import type { Church } from '../churches/schemas.ts';
import type { ChurchesService } from '../churches/service.ts';
import type { Event } from '../events/schemas.ts';
import type { EventsService } from '../events/service.ts';
import type { Group } from '../groups/schemas.ts';
import type { GroupsService } from '../groups/service.ts';
import { canOpenChurchAdministration } from './policy.ts';

/**
 * What the church administration pages read before they show anything: the church, event or
 * group of the address, checked to be the viewer's to administer and to belong together.
 * The writes go straight to the churches, events and groups services, which apply their own
 * rules, so the pages and the API share one set of rules.
 */
export class ChurchAdministration {
  private readonly churches: ChurchesService;
  private readonly events: EventsService;
  private readonly groups: GroupsService;
  constructor(services: { churches: ChurchesService; events: EventsService; groups: GroupsService }) {
    this.churches = services.churches;
    this.events = services.events;
    this.groups = services.groups;
  }

  /** The church, when the viewer is one of its admins: 404 for an unknown church, 403 for anyone else. */
  async church(churchId: number, userId: number): Promise<Church> {
    const church = await this.churches.get(churchId);
    if (!canOpenChurchAdministration(await this.churches.roleOf(churchId, userId))) {
      throw forbidden(`Only admins of ${church.name} can manage it. Ask one of them to make you an admin.`);
    }
    return church;
  }

  /** The event of the church's administration pages; 404 when it belongs to another church. */
  async event(churchId: number, eventId: number, userId: number): Promise<{ church: Church; event: Event }> {
    const church = await this.church(churchId, userId);
    const event = await this.events.get(eventId, userId);
    if (event.churchId !== churchId) throw notFound(`Event ${eventId} is not an event of church ${churchId}`);
    return { church, event };
  }

  /** The group of the church's administration pages; 404 when it belongs to another church. */
  async group(churchId: number, groupId: number, userId: number): Promise<{ church: Church; group: Group }> {
    const church = await this.church(churchId, userId);
    const group = await this.groups.get(groupId, userId);
    if (group.churchId !== churchId) throw notFound(`Group ${groupId} is not a group of church ${churchId}`);
    return { church, group };
  }
}
