import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { attendancePage } from './views.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { ChurchAdministration } from '../churchadmin/service.ts';
import { addDays, dayIn, periodStart } from './periods.ts';
import type { AttendanceService } from './service.ts';
import { ChurchParams } from '../accounts/forms.ts';

export interface AttendancePagesOptions {
  accounts: AccountsService;
  administration: ChurchAdministration;
  attendance: AttendanceService;
  csrf: CsrfProtection;
}


/** Weeks the Attendance page shows, this one included. */
const WEEKS = 12;

/** The Attendance page of My churches: the last 12 weeks in the church's time zone, for its admins. */
export async function attendancePagesRoutes(app: FastifyInstance, options: AttendancePagesOptions): Promise<void> {
  const { accounts, administration, attendance, csrf } = options;
  const kit = pageKit(accounts, csrf);

  app.get<{ Params: Static<typeof ChurchParams> }>('/my/churches/:id/attendance', { schema: { params: ChurchParams } }, (request, reply) =>
    kit.page(request, reply, async (viewer, csrfToken) => {
      const church = await administration.church(request.params.id, viewer.id);
      const today = dayIn(Date.now(), church.timeZone);
      const from = addDays(periodStart(today, 'week'), -7 * (WEEKS - 1));
      const periods = await attendance.report(church.id, viewer.id, { from, to: today, interval: 'week' });
      return attendancePage({ nav: kit.nav(viewer, csrfToken), church, periods });
    }),
  );
}
