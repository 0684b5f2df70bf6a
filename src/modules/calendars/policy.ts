import { policy } from '../../http/policies.ts';

/**
 * Who may read a group's calendar feed, and so get its secret link: the group's members, and
 * the admins of its church (who run the group's church). Leaving the group ends the feed: its
 * link answers 404 from then on.
 */
export const canReadGroupCalendar = policy('canReadGroupCalendar', (isGroupMember: boolean, churchRole: string | null) => isGroupMember || churchRole === 'admin');
