// Generated from the API's OpenAPI document by sdk/scripts/generate.ts (npm run sdk:generate). Do not edit.

export interface paths {
    "/churches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List churches
         * @description Churches ordered by id.
         *
         *     **Scope:** `read:churches` (Read church information).
         */
        get: operations["listChurches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/churches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Church details
         * @description **Scope:** `read:churches` (Read church information).
         */
        get: operations["getChurch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a church
         * @description For the church's admins. Changes the fields sent and leaves the others; `website` must be an http or https URL, `country` an ISO 3166-1 alpha-2 code. Answers the updated church.
         *
         *     **Scope:** `write:churches` (Join and leave churches; church admins also manage the church and its members).
         */
        patch: operations["updateChurch"];
        trace?: never;
    };
    "/churches/{id}/members/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member count of a church
         * @description **Scope:** `read:churches` (Read church information).
         */
        get: operations["getChurchMemberCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/churches/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a church
         * @description Makes the caller a `member` and answers the updated church: 201 when this call made them a member, 200 when they already belonged (nothing changes, so retrying is safe).
         *
         *     **Scope:** `write:churches` (Join and leave churches; church admins also manage the church and its members).
         */
        post: operations["joinChurch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/churches/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave a church
         * @description Takes the caller out of the church. 404 when the caller is not a member; 409 for the church's last admin.
         *
         *     **Scope:** `write:churches` (Join and leave churches; church admins also manage the church and its members).
         */
        delete: operations["leaveChurch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/churches/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Church members
         * @description For members of the church. Members ordered by when they joined, then user id, with their role; public profile fields only, never email addresses. With `updatedSince`, only the members whose `updatedAt` is at or after it: who joined, whose role changed, or who changed their name or picture since then. A member who left is no longer listed; the change feed reports it (`church.member.removed`).
         *
         *     **Scope:** `read:churches` (Read church information).
         */
        get: operations["listChurchMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/churches/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a member or change their role
         * @description For the church's admins. 201 when the person was added, 200 when their role was set (or already was). 409 when it would leave the church without an admin.
         *
         *     **Scope:** `write:churches` (Join and leave churches; church admins also manage the church and its members).
         */
        put: operations["setChurchMember"];
        post?: never;
        /**
         * Remove a member
         * @description For the church's admins. 404 when the person is not a member; 409 for the church's last admin.
         *
         *     **Scope:** `write:churches` (Join and leave churches; church admins also manage the church and its members).
         */
        delete: operations["removeChurchMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description All events, past and future, ordered by start time, then id. `churchId` keeps the events of one church (404 when it does not exist).
         *
         *     **Scope:** `read:events` (Read events).
         */
        get: operations["listEvents"];
        put?: never;
        /**
         * Create an event
         * @description Church admins only (403 for anyone else). `churchId` must name an existing church (400 otherwise); `startsAt` must be before `endsAt`; times are answered in UTC. `capacity` null or omitted means unlimited.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upcoming events
         * @description Events starting after now, soonest first, then by id. `churchId` keeps the events of one church (404 when it does not exist).
         *
         *     **Scope:** `read:events` (Read events).
         */
        get: operations["listUpcomingEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event details
         * @description **Scope:** `read:events` (Read events).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /**
         * Delete an event
         * @description Admins of the event's church only. Deletes the event and its registrations.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Change an event
         * @description Admins of the event's church only. Fields left out keep their value. The event must still end after it starts (400); `capacity` below `registrationCount` is 409; `capacity` null makes it unlimited.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/events/{id}/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register for an event
         * @description Registers the caller and answers the updated event: 201 when this call registered them, 200 when they already were (nothing changes, so retrying is safe). 409 when the event is full or has already started.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        post: operations["registerForEvent"];
        /**
         * Unregister from an event
         * @description Cancels the caller's registration and answers the updated event. 404 when the caller is not registered; 409 once the event has started (registrations of past events are kept as they were).
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        delete: operations["unregisterFromEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who registered for an event
         * @description Admins of the event's church only. Earliest registration first (ties by user id); no email addresses. With `updatedSince`, only the registrations whose `updatedAt` is at or after it: who registered, or who changed their name or picture since then. A cancelled registration is no longer listed. The change feed gives these admins each registration as it happens: `event.registration.created` carries the entry plus `eventId`, `.deleted` `{id, deleted: true, eventId}`; a change of name or picture is not in the feed (read it with `updatedSince`).
         *
         *     **Scope:** `read:events` (Read events).
         */
        get: operations["listEventRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user
         * @description The profile of the caller (the owner of the API key, or the person who authorized the token), email included.
         *
         *     **Scope:** `read:users` (Read user profiles).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User profile
         * @description Public profile fields; `email` and `emailVerified` only when the user is the caller.
         *
         *     **Scope:** `read:users` (Read user profiles).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/churches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Churches of a user
         * @description Church objects, as in the church list, in the order the user joined them (then by church id).
         *
         *     **Scope:** `read:users` (Read user profiles).
         */
        get: operations["listUserChurches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List prayer requests
         * @description Prayer requests, newest first (id descending), optionally of one church or by answered state. On an anonymous request `userId` is null unless the caller wrote it.
         *
         *     **Scope:** `read:prayers` (Read prayer requests).
         */
        get: operations["listPrayers"];
        put?: never;
        /**
         * Create a prayer request
         * @description The caller becomes the author. `communityId` must name an existing church (400 otherwise); `isAnonymous` is false when omitted; any other field is ignored.
         *
         *     **Scope:** `write:prayers` (Create and manage your prayer requests and pray for others).
         */
        post: operations["createPrayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prayer request details
         * @description **Scope:** `read:prayers` (Read prayer requests).
         */
        get: operations["getPrayer"];
        put?: never;
        post?: never;
        /**
         * Delete a prayer request
         * @description The author, or an admin of the request's church (moderation); 403 for anyone else. The request and the record of prayers said for it are gone; list totals follow.
         *
         *     **Scope:** `write:prayers` (Create and manage your prayer requests and pray for others).
         */
        delete: operations["deletePrayer"];
        options?: never;
        head?: never;
        /**
         * Edit a prayer request
         * @description Author only (403 for anyone else). Changes `content` (trimmed, 1 to 2000 characters) and/or `isAnonymous`; fields left out stay as they are, and an empty body changes nothing. Unknown fields are 400.
         *
         *     **Scope:** `write:prayers` (Create and manage your prayer requests and pray for others).
         */
        patch: operations["updatePrayer"];
        trace?: never;
    };
    "/prayers/{id}/pray": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a prayer
         * @description Records that the caller prayed for the request and raises `prayerCount` by exactly 1; every call counts.
         *
         *     **Scope:** `write:prayers` (Create and manage your prayer requests and pray for others).
         */
        post: operations["prayForPrayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayers/{id}/answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a prayer request answered
         * @description Author only (403 for anyone else). Idempotent: a second call keeps the first `answeredAt`.
         *
         *     **Scope:** `write:prayers` (Create and manage your prayer requests and pray for others).
         */
        post: operations["markPrayerAnswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/donations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your donations
         * @description The caller's own gifts, most recent first (donatedAt, then id, descending). Besides the read:donations scope, the app must be approved for donations (403 otherwise).
         *
         *     **Scope:** `read:donations` (Read donation records).
         */
        get: operations["listDonations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/donations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summary of your donations
         * @description Count and totals of the caller's gifts per currency, per fund and per month, in integer minor units. Besides the read:donations scope, the app must be approved for donations (403 otherwise).
         *
         *     **Scope:** `read:donations` (Read donation records).
         */
        get: operations["getDonationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/donations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Donation details
         * @description One of the caller's gifts; someone else's answers 404, as if it did not exist. Besides the read:donations scope, the app must be approved for donations (403 otherwise).
         *
         *     **Scope:** `read:donations` (Read donation records).
         */
        get: operations["getDonation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List small groups
         * @description Small groups ordered by id. `churchId` keeps the groups of one church (404 when it does not exist).
         *
         *     **Scope:** `read:groups` (Read small groups).
         */
        get: operations["listGroups"];
        put?: never;
        /**
         * Create a group
         * @description Admins of `churchId` only (403 for anyone else; 400 when the church does not exist). `name` is 1 to 200 characters and not blank; `description` (5000), `meetingSchedule` (200) and `location` (500) are empty when left out; all text is trimmed. `capacity` null or left out means unlimited. Unknown fields are 400.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Group details
         * @description **Scope:** `read:groups` (Read small groups).
         */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a group
         * @description Admins of the group's church only; its leaders cannot (403). The group and its memberships are gone; list totals follow.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        /**
         * Edit a group
         * @description Admins of the group's church and leaders of the group (403 for anyone else). Fields left out stay as they are; an empty body changes nothing. Same field rules as creating. A `capacity` below `memberCount` is 409.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        patch: operations["updateGroup"];
        trace?: never;
    };
    "/groups/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Group members
         * @description Members ordered by when they joined, then user id. Public profile fields only; never email addresses. With `updatedSince`, only the members whose `updatedAt` is at or after it: who joined, whose role changed, or who changed their name or picture since then. A member who left is no longer listed; the change feed reports it (`group.member.removed`).
         *
         *     **Scope:** `read:groups` (Read small groups).
         */
        get: operations["listGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a group
         * @description Makes the caller a member and answers the updated group: 201 when this call made them a member, 200 when they already were (nothing changes, so retrying is safe). 409 when the group is full.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        post: operations["joinGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave a group
         * @description Takes the caller out of the group and answers the updated group. 404 when the caller is not a member.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        delete: operations["leaveGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a member or set their role
         * @description Admins of the group's church and leaders of the group (403 for anyone else). Adds the person with `role` (201; they take a place, 409 when the group is full) or changes the role of someone already in it (200). Only members of the group's church can be added: anyone else is 409 `NotAChurchMember`. 404 when the group or the user does not exist.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        put: operations["setGroupMember"];
        post?: never;
        /**
         * Remove a member
         * @description Admins of the group's church and leaders of the group remove anyone; anyone may remove themself (403 otherwise). 404 when the person is not a member. `memberCount` follows.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        delete: operations["removeGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change feed
         * @description Every committed change the caller could read through the API, oldest first: created, updated and deleted resources, memberships, registrations, prayers said. Any API scope reads the feed; each event type needs the read scope of its resource, donations also the app's donations approval and only the caller's own, church member events membership of the church. Registration events name the registrant only to admins of the event's church; everyone else gets the event with its counts. Send `nextCursor` back as `after` to read on (it is there even when `hasMore` is false: poll with it). `page` is always 1 and `total` counts the events of this answer. Events are kept CHANGES_RETENTION_DAYS days; a cursor older than that is 410 `CursorExpired`: resync from the lists.
         *
         *     **Scope:** any API scope (a credential with at least one).
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "church.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * church.created
         * @description `data.object`: the church, as `GET /churches/{id}` returns it.
         */
        post: operations["churchCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "church.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * church.updated
         * @description `data.object`: the church, as `GET /churches/{id}` returns it.
         */
        post: operations["churchUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "church.member.added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * church.member.added
         * @description `data.object`: the member as the church member list shows them, with `churchId`; on removal `{id, deleted: true, churchId}`.
         */
        post: operations["churchMemberAddedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "church.member.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * church.member.updated
         * @description `data.object`: the member as the church member list shows them, with `churchId`; on removal `{id, deleted: true, churchId}`.
         */
        post: operations["churchMemberUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "church.member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * church.member.removed
         * @description `data.object`: the member as the church member list shows them, with `churchId`; on removal `{id, deleted: true, churchId}`.
         */
        post: operations["churchMemberRemovedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.created
         * @description `data.object`: the event, as `GET /events/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`.
         */
        post: operations["eventCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.updated
         * @description `data.object`: the event, as `GET /events/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`.
         */
        post: operations["eventUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.deleted
         * @description `data.object`: the event, as `GET /events/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`.
         */
        post: operations["eventDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.registration.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.registration.created
         * @description `data.object`: for admins of the church: the registration list entry with `eventId` (on cancellation `{id, deleted: true, eventId}`); for everyone else the event with its new counts.
         */
        post: operations["eventRegistrationCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.registration.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.registration.deleted
         * @description `data.object`: for admins of the church: the registration list entry with `eventId` (on cancellation `{id, deleted: true, eventId}`); for everyone else the event with its new counts.
         */
        post: operations["eventRegistrationDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.created
         * @description `data.object`: the group, as `GET /groups/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`.
         */
        post: operations["groupCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.updated
         * @description `data.object`: the group, as `GET /groups/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`.
         */
        post: operations["groupUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.deleted
         * @description `data.object`: the group, as `GET /groups/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`.
         */
        post: operations["groupDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.member.added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.member.added
         * @description `data.object`: the member as the group member list shows them, with `groupId` and `churchId`; on removal `{id, deleted: true, groupId, churchId}`.
         */
        post: operations["groupMemberAddedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.member.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.member.updated
         * @description `data.object`: the member as the group member list shows them, with `groupId` and `churchId`; on removal `{id, deleted: true, groupId, churchId}`.
         */
        post: operations["groupMemberUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.member.removed
         * @description `data.object`: the member as the group member list shows them, with `groupId` and `churchId`; on removal `{id, deleted: true, groupId, churchId}`.
         */
        post: operations["groupMemberRemovedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "prayer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * prayer.created
         * @description `data.object`: the prayer request as the reader may see it (an anonymous one without its author); on deletion `{id, deleted: true, communityId}`.
         */
        post: operations["prayerCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "prayer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * prayer.updated
         * @description `data.object`: the prayer request as the reader may see it (an anonymous one without its author); on deletion `{id, deleted: true, communityId}`.
         */
        post: operations["prayerUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "prayer.prayed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * prayer.prayed
         * @description `data.object`: the prayer request as the reader may see it (an anonymous one without its author); on deletion `{id, deleted: true, communityId}`.
         */
        post: operations["prayerPrayedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "prayer.answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * prayer.answered
         * @description `data.object`: the prayer request as the reader may see it (an anonymous one without its author); on deletion `{id, deleted: true, communityId}`.
         */
        post: operations["prayerAnsweredWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "prayer.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * prayer.deleted
         * @description `data.object`: the prayer request as the reader may see it (an anonymous one without its author); on deletion `{id, deleted: true, communityId}`.
         */
        post: operations["prayerDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "donation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * donation.created
         * @description `data.object`: the gift, as `GET /donations/{id}` returns it; only to its donor, through an app approved for donations.
         */
        post: operations["donationCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Church
         * @example {
         *       "id": 1,
         *       "name": "Grace Community Church",
         *       "description": "A welcoming church in the heart of Springfield.",
         *       "city": "Springfield",
         *       "state": "IL",
         *       "country": "US",
         *       "website": "https://grace.example.org",
         *       "memberCount": 128,
         *       "createdAt": "2026-01-04T10:15:00.000Z",
         *       "updatedAt": "2026-11-20T18:02:11.000Z"
         *     }
         */
        Church: {
            id: number;
            name: string;
            description: string;
            city: string;
            state: string;
            /** @description ISO 3166-1 alpha-2 code */
            country: string;
            /**
             * Format: uri
             * @description An http or https URL; empty when the church has none
             */
            website: string;
            /** @description People who belong to the church */
            memberCount: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change of the church, its membership included
             */
            updatedAt: string;
        };
        /**
         * Pagination
         * @example {
         *       "page": 1,
         *       "limit": 20,
         *       "total": 128,
         *       "hasMore": true,
         *       "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
         *     }
         */
        Pagination: {
            page: number;
            limit: number;
            /** @description Number of items in the whole list */
            total: number;
            /** @description Whether a later page has items */
            hasMore: boolean;
            /** @description Opaque; send it as `cursor` to get the items after this page. Absent on the last page and on lists without cursors. */
            nextCursor?: string;
        };
        /**
         * Error
         * @example {
         *       "error": "NotFound",
         *       "message": "Church 42 does not exist",
         *       "statusCode": 404
         *     }
         */
        Error: {
            /** @description Error name, e.g. NotFound */
            error: string;
            /** @description What went wrong, for people */
            message: string;
            /** @description The HTTP status */
            statusCode: number;
        };
        /**
         * ChurchChanges
         * @example {
         *       "description": "A welcoming church in the heart of Springfield.",
         *       "website": "https://grace.example.org"
         *     }
         */
        ChurchChanges: {
            /** @description Leading and trailing spaces are removed; must not be blank */
            name?: string;
            description?: string;
            city?: string;
            /** @description State, province or region */
            state?: string;
            /** @description ISO 3166-1 alpha-2 code such as US or DE, stored upper case; empty to clear */
            country?: string;
            /** @description An http or https URL; empty to clear */
            website?: string;
        };
        /**
         * ChurchMemberCount
         * @example {
         *       "churchId": 1,
         *       "memberCount": 128
         *     }
         */
        ChurchMemberCount: {
            churchId: number;
            memberCount: number;
        };
        /**
         * ChurchMember
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg",
         *       "role": "admin",
         *       "joinedAt": "2026-02-01T09:30:00.000Z",
         *       "updatedAt": "2026-06-14T11:05:00.000Z"
         *     }
         */
        ChurchMember: {
            /** @description The user id */
            id: number;
            givenName: string;
            familyName: string;
            /** @description Given and family name */
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
            /** @description `admin` (church staff: manage the church and its members) or `member` */
            role: "member" | "admin";
            /** Format: date-time */
            joinedAt: string;
            /**
             * Format: date-time
             * @description Last change of this membership as the list shows it: when the person joined, when their role changed, or when they changed their name or picture
             */
            updatedAt: string;
        };
        /**
         * ChurchMemberRole
         * @example {
         *       "role": "admin"
         *     }
         */
        ChurchMemberRole: {
            /** @description `admin` (church staff: manage the church and its members) or `member` */
            role: "member" | "admin";
        };
        /**
         * Event
         * @example {
         *       "id": 12,
         *       "churchId": 1,
         *       "title": "Community picnic",
         *       "description": "Bring a dish to share and meet your neighbours.",
         *       "location": "Riverside Park",
         *       "startsAt": "2026-12-06T16:00:00.000Z",
         *       "endsAt": "2026-12-06T19:00:00.000Z",
         *       "capacity": 80,
         *       "registrationCount": 35,
         *       "spotsLeft": 45,
         *       "isRegistered": false,
         *       "createdAt": "2026-11-02T14:00:00.000Z",
         *       "updatedAt": "2026-11-21T08:45:12.000Z"
         *     }
         */
        Event: {
            id: number;
            /** @description The church that holds the event */
            churchId: number;
            title: string;
            description: string;
            location: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @description Most people who can register; null when unlimited */
            capacity: number | null;
            /** @description People registered */
            registrationCount: number;
            /** @description Registrations still open; null when capacity is unlimited */
            spotsLeft: number | null;
            /** @description Whether the caller is registered */
            isRegistered: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change, registrations included
             */
            updatedAt: string;
        };
        /**
         * NewEvent
         * @example {
         *       "churchId": 1,
         *       "title": "Community picnic",
         *       "description": "Bring a dish to share and meet your neighbours.",
         *       "location": "Riverside Park",
         *       "startsAt": "2026-12-06T10:00:00-06:00",
         *       "endsAt": "2026-12-06T13:00:00-06:00",
         *       "capacity": 80
         *     }
         */
        NewEvent: {
            /** @description The church that holds the event; the caller must be one of its admins */
            churchId: number;
            /** @description Surrounding whitespace is trimmed; must not be blank */
            title: string;
            /** @description Empty when omitted */
            description?: string;
            /** @description Empty when omitted */
            location?: string;
            /**
             * Format: date-time
             * @description ISO 8601 with a time zone (`Z` or an offset); answered in UTC
             */
            startsAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 with a time zone; must be after `startsAt`
             */
            endsAt: string;
            /** @description Most people who can register; null or omitted for unlimited */
            capacity?: number | null;
        };
        /**
         * EventChanges
         * @example {
         *       "location": "Fellowship Hall",
         *       "capacity": 100
         *     }
         */
        EventChanges: {
            /** @description Surrounding whitespace is trimmed; must not be blank */
            title?: string;
            /** @description Surrounding whitespace is trimmed */
            description?: string;
            /** @description Surrounding whitespace is trimmed */
            location?: string;
            /**
             * Format: date-time
             * @description ISO 8601 with a time zone (`Z` or an offset); answered in UTC
             */
            startsAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 with a time zone; must be after `startsAt`
             */
            endsAt?: string;
            /** @description Most people who can register, not below `registrationCount` (409); null for unlimited */
            capacity?: number | null;
        };
        /**
         * Registrant
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg",
         *       "registeredAt": "2026-11-21T08:45:12.000Z",
         *       "updatedAt": "2026-11-21T08:45:12.000Z"
         *     }
         */
        Registrant: {
            /** @description The user */
            id: number;
            givenName: string;
            familyName: string;
            /** @description Given and family name, for display */
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
            /** Format: date-time */
            registeredAt: string;
            /**
             * Format: date-time
             * @description Last change of this registration as the list shows it: when the person registered, or when they changed their name or picture
             */
            updatedAt: string;
        };
        /**
         * CurrentUser
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg",
         *       "createdAt": "2026-01-20T16:40:00.000Z",
         *       "updatedAt": "2026-09-02T10:12:00.000Z",
         *       "email": "ruth@example.org",
         *       "emailVerified": true
         *     }
         */
        CurrentUser: {
            id: number;
            givenName: string;
            familyName: string;
            /** @description Given and family name, for display */
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change of the profile: name or picture, and the email address or its verification (shown on one's own profile). Password changes and account settings do not move it.
             */
            updatedAt: string;
            /** Format: email */
            email: string;
            emailVerified: boolean;
        };
        /**
         * User
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg",
         *       "createdAt": "2026-01-20T16:40:00.000Z",
         *       "updatedAt": "2026-09-02T10:12:00.000Z"
         *     }
         */
        User: {
            id: number;
            givenName: string;
            familyName: string;
            /** @description Given and family name, for display */
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change of the profile: name or picture, and the email address or its verification (shown on one's own profile). Password changes and account settings do not move it.
             */
            updatedAt: string;
            /**
             * Format: email
             * @description Only on the caller's own profile
             */
            email?: string;
            /** @description Only on the caller's own profile */
            emailVerified?: boolean;
        };
        /**
         * Prayer
         * @example {
         *       "id": 301,
         *       "communityId": 1,
         *       "userId": 7,
         *       "content": "Please pray for my mother, who is in hospital this week.",
         *       "isAnonymous": false,
         *       "isAnswered": false,
         *       "prayerCount": 14,
         *       "createdAt": "2026-11-18T07:12:40.000Z",
         *       "answeredAt": null,
         *       "updatedAt": "2026-11-21T19:03:27.000Z"
         *     }
         */
        Prayer: {
            id: number;
            /** @description The church the prayer request belongs to */
            communityId: number;
            /** @description The author; null on an anonymous request for everyone but its author */
            userId: number | null;
            content: string;
            isAnonymous: boolean;
            isAnswered: boolean;
            /** @description How many times people have prayed for the request */
            prayerCount: number;
            /** Format: date-time */
            createdAt: string;
            /** @description When the author marked the request answered; null while it is not */
            answeredAt: string | null;
            /**
             * Format: date-time
             * @description Last change: an edit, a prayer said for it, marking it answered
             */
            updatedAt: string;
        };
        /**
         * NewPrayer
         * @example {
         *       "communityId": 1,
         *       "content": "Please pray for my mother, who is in hospital this week."
         *     }
         */
        NewPrayer: {
            /** @description Id of an existing church */
            communityId: number;
            /** @description The request; surrounding whitespace is trimmed */
            content: string;
            /** @description Hide the author from everyone else; false when omitted */
            isAnonymous?: boolean;
        };
        /**
         * PrayerChanges
         * @example {
         *       "isAnonymous": true
         *     }
         */
        PrayerChanges: {
            /** @description The request; surrounding whitespace is trimmed */
            content?: string;
            /** @description Hide the author from everyone else */
            isAnonymous?: boolean;
        };
        /**
         * Donation
         * @example {
         *       "id": 55,
         *       "churchId": 1,
         *       "amount": 2500,
         *       "currency": "USD",
         *       "fund": "General",
         *       "method": "card",
         *       "donatedAt": "2026-11-02T10:15:00.000Z",
         *       "createdAt": "2026-11-02T10:15:03.000Z",
         *       "updatedAt": "2026-11-02T10:15:03.000Z"
         *     }
         */
        Donation: {
            id: number;
            /** @description The church that received the gift */
            churchId: number;
            /** @description Integer minor units of the currency (cents for USD) */
            amount: number;
            /** @description ISO 4217 code, e.g. USD */
            currency: string;
            /** @description What the gift was for, e.g. General, Missions, Building */
            fund: string;
            /** @description How it was given, e.g. card, bank_transfer, cash */
            method: string;
            /** Format: date-time */
            donatedAt: string;
            /**
             * Format: date-time
             * @description When the record was entered
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed
             */
            updatedAt: string;
        };
        /**
         * DonationSummary
         * @example {
         *       "count": 3,
         *       "byCurrency": [
         *         {
         *           "currency": "USD",
         *           "amount": 10000,
         *           "count": 3
         *         }
         *       ],
         *       "byFund": [
         *         {
         *           "fund": "General",
         *           "currency": "USD",
         *           "amount": 6000,
         *           "count": 2
         *         },
         *         {
         *           "fund": "Missions",
         *           "currency": "USD",
         *           "amount": 4000,
         *           "count": 1
         *         }
         *       ],
         *       "byMonth": [
         *         {
         *           "month": "2026-10",
         *           "currency": "USD",
         *           "amount": 4000,
         *           "count": 1
         *         },
         *         {
         *           "month": "2026-11",
         *           "currency": "USD",
         *           "amount": 6000,
         *           "count": 2
         *         }
         *       ]
         *     }
         */
        DonationSummary: {
            /** @description Number of gifts */
            count: number;
            /** @description Totals per currency, by currency code */
            byCurrency: {
                /** @description ISO 4217 code, e.g. USD */
                currency: string;
                /** @description Integer minor units of the currency (cents for USD) */
                amount: number;
                /** @description Number of gifts */
                count: number;
            }[];
            /** @description Totals per fund and currency, by fund then currency */
            byFund: {
                fund: string;
                /** @description ISO 4217 code, e.g. USD */
                currency: string;
                /** @description Integer minor units of the currency (cents for USD) */
                amount: number;
                /** @description Number of gifts */
                count: number;
            }[];
            /** @description Totals per calendar month (UTC) and currency, oldest month first */
            byMonth: {
                /** @description YYYY-MM, in UTC */
                month: string;
                /** @description ISO 4217 code, e.g. USD */
                currency: string;
                /** @description Integer minor units of the currency (cents for USD) */
                amount: number;
                /** @description Number of gifts */
                count: number;
            }[];
        };
        /**
         * Group
         * @example {
         *       "id": 3,
         *       "churchId": 1,
         *       "name": "Young adults",
         *       "description": "Bible study and dinner for people in their twenties.",
         *       "meetingSchedule": "Wednesdays 19:00",
         *       "location": "Room 4",
         *       "capacity": 12,
         *       "memberCount": 9,
         *       "spotsLeft": 3,
         *       "isMember": true,
         *       "createdAt": "2026-03-10T12:00:00.000Z",
         *       "updatedAt": "2026-11-19T20:31:05.000Z"
         *     }
         */
        Group: {
            id: number;
            /** @description The church the group belongs to */
            churchId: number;
            name: string;
            description: string;
            /** @description When the group meets, as people write it, e.g. "Wednesdays 19:00" */
            meetingSchedule: string;
            location: string;
            /** @description Most members the group takes; null when unlimited */
            capacity: number | null;
            /** @description People in the group */
            memberCount: number;
            /** @description Places still open; null when capacity is unlimited */
            spotsLeft: number | null;
            /** @description Whether the caller is a member */
            isMember: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change, people joining and leaving included
             */
            updatedAt: string;
        };
        /**
         * NewGroup
         * @example {
         *       "churchId": 1,
         *       "name": "Young adults",
         *       "meetingSchedule": "Wednesdays 19:00",
         *       "location": "Room 4",
         *       "capacity": 12
         *     }
         */
        NewGroup: {
            /** @description Id of an existing church the caller administers */
            churchId: number;
            /** @description Surrounding whitespace is trimmed; must not be blank */
            name: string;
            /** @description Trimmed; empty when omitted */
            description?: string;
            /** @description When the group meets, e.g. "Wednesdays 19:00"; trimmed; empty when omitted */
            meetingSchedule?: string;
            /** @description Trimmed; empty when omitted */
            location?: string;
            /** @description Most members the group takes; null or omitted for unlimited */
            capacity?: number | null;
        };
        /**
         * GroupChanges
         * @example {
         *       "meetingSchedule": "Thursdays 19:30"
         *     }
         */
        GroupChanges: {
            /** @description Surrounding whitespace is trimmed; must not be blank */
            name?: string;
            /** @description Trimmed; empty when omitted */
            description?: string;
            /** @description When the group meets, e.g. "Wednesdays 19:00"; trimmed; empty when omitted */
            meetingSchedule?: string;
            /** @description Trimmed; empty when omitted */
            location?: string;
            /** @description Most members the group takes; null or omitted for unlimited */
            capacity?: number | null;
        };
        /**
         * GroupMember
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg",
         *       "role": "leader",
         *       "joinedAt": "2026-03-10T12:00:00.000Z",
         *       "updatedAt": "2026-05-02T08:45:00.000Z"
         *     }
         */
        GroupMember: {
            /** @description The user id */
            id: number;
            givenName: string;
            familyName: string;
            /** @description Given and family name */
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
            /** @description Role in the group: leaders edit the group and manage its members */
            role: "member" | "leader";
            /** Format: date-time */
            joinedAt: string;
            /**
             * Format: date-time
             * @description Last change of this membership as the list shows it: when the person joined, when their role changed, or when they changed their name or picture
             */
            updatedAt: string;
        };
        /**
         * GroupMemberRole
         * @example {
         *       "role": "leader"
         *     }
         */
        GroupMemberRole: {
            /** @description Role in the group: leaders edit the group and manage its members */
            role: "member" | "leader";
        };
        /**
         * ChangeEvent
         * @example {
         *       "id": "evt_1042",
         *       "type": "prayer.prayed",
         *       "timestamp": "2026-11-21T19:03:27.000Z",
         *       "data": {
         *         "object": {
         *           "id": 301,
         *           "communityId": 1,
         *           "userId": 7,
         *           "content": "Please pray for my mother, who is in hospital this week.",
         *           "isAnonymous": false,
         *           "isAnswered": false,
         *           "prayerCount": 14,
         *           "createdAt": "2026-11-18T07:12:40.000Z",
         *           "answeredAt": null,
         *           "updatedAt": "2026-11-21T19:03:27.000Z"
         *         }
         *       }
         *     }
         */
        ChangeEvent: {
            /** @description Unique, increasing; also a cursor: `after=<id>` reads the events that follow it */
            id: string;
            /**
             * @description What happened, as `<resource>.<change>`
             * @enum {string}
             */
            type: "church.created" | "church.updated" | "church.member.added" | "church.member.updated" | "church.member.removed" | "event.created" | "event.updated" | "event.deleted" | "event.registration.created" | "event.registration.deleted" | "group.created" | "group.updated" | "group.deleted" | "group.member.added" | "group.member.updated" | "group.member.removed" | "prayer.created" | "prayer.updated" | "prayer.prayed" | "prayer.answered" | "prayer.deleted" | "donation.created";
            /**
             * Format: date-time
             * @description When the change committed
             */
            timestamp: string;
            data: {
                /** @description The resource as GET returns it to this reader at the time of the change (an anonymous prayer without its author); for a deletion or a removed member `{id, deleted: true}` plus the ids that place it (`churchId`, `groupId`, `communityId`, `eventId`). `event.registration.created` and `.deleted` depend on the reader. One who may list the event's registrations (`GET /events/:id/registrations`: an admin of its church, by their role when the event is read) gets the registration: on `created` the entry as that list shows it (`id` is the registrant's user id) plus `eventId`; on `deleted` `{id, deleted: true, eventId}` with the same `id`. Every other reader gets, on both, the event as `GET /events/:id` shows it, with its new counts: the event still exists, so there is no `deleted`, and nothing says who registered. */
                object: {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * ChangesPage
         * @example {
         *       "data": [
         *         {
         *           "id": "evt_1042",
         *           "type": "prayer.prayed",
         *           "timestamp": "2026-11-21T19:03:27.000Z",
         *           "data": {
         *             "object": {
         *               "id": 301,
         *               "communityId": 1,
         *               "userId": 7,
         *               "content": "Please pray for my mother, who is in hospital this week.",
         *               "isAnonymous": false,
         *               "isAnswered": false,
         *               "prayerCount": 14,
         *               "createdAt": "2026-11-18T07:12:40.000Z",
         *               "answeredAt": null,
         *               "updatedAt": "2026-11-21T19:03:27.000Z"
         *             }
         *           }
         *         }
         *       ],
         *       "pagination": {
         *         "page": 1,
         *         "limit": 20,
         *         "total": 128,
         *         "hasMore": true,
         *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
         *       }
         *     }
         */
        ChangesPage: {
            data: components["schemas"]["ChangeEvent"][];
            pagination: components["schemas"]["Pagination"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description Identifies the request in the logs; a client may send its own (up to 64 characters `[A-Za-z0-9_.-]`), which is kept.
         * @example 5f0c6a52-3c1e-4d7a-9a61-0b8e8f2f6d11
         */
        "X-Request-Id": string;
        /**
         * @description Requests this credential may make in each window.
         * @example 600
         */
        "RateLimit-Limit": number;
        /**
         * @description Requests left in the current window.
         * @example 599
         */
        "RateLimit-Remaining": number;
        /**
         * @description Seconds until the window starts again.
         * @example 42
         */
        "RateLimit-Reset": number;
        /**
         * @description Seconds to wait before trying again.
         * @example 42
         */
        "Retry-After": number;
        /**
         * @description A weak tag of this answer: send it back as `If-None-Match` to get `304` while nothing changed (a 304 costs no rate limit).
         * @example W/"kq3nS0d1Jx9nYqk0vV8lR2b7cWm"
         */
        ETag: string;
        /**
         * @description Present (`true`) when this answer repeats the first answer to the same `Idempotency-Key`; nothing was done again.
         * @example true
         */
        "Idempotent-Replayed": "true";
        /**
         * @description The Bearer challenge.
         * @example Bearer realm="api"
         */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listChurches: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
                /** @description Continue after the last item of a previous page: the `nextCursor` of that page, used with the same filters. Takes the place of `page`; stays correct while items are added or removed, so it suits syncing large collections. */
                cursor?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "Grace Community Church",
                     *           "description": "A welcoming church in the heart of Springfield.",
                     *           "city": "Springfield",
                     *           "state": "IL",
                     *           "country": "US",
                     *           "website": "https://grace.example.org",
                     *           "memberCount": 128,
                     *           "createdAt": "2026-01-04T10:15:00.000Z",
                     *           "updatedAt": "2026-11-20T18:02:11.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Church"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChurch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Grace Community Church",
                     *         "description": "A welcoming church in the heart of Springfield.",
                     *         "city": "Springfield",
                     *         "state": "IL",
                     *         "country": "US",
                     *         "website": "https://grace.example.org",
                     *         "memberCount": 128,
                     *         "createdAt": "2026-01-04T10:15:00.000Z",
                     *         "updatedAt": "2026-11-20T18:02:11.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Church"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateChurch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "A welcoming church in the heart of Springfield.",
                 *       "website": "https://grace.example.org"
                 *     }
                 */
                "application/json": components["schemas"]["ChurchChanges"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Grace Community Church",
                     *         "description": "A welcoming church in the heart of Springfield.",
                     *         "city": "Springfield",
                     *         "state": "IL",
                     *         "country": "US",
                     *         "website": "https://grace.example.org",
                     *         "memberCount": 128,
                     *         "createdAt": "2026-01-04T10:15:00.000Z",
                     *         "updatedAt": "2026-11-20T18:02:11.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Church"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChurchMemberCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "churchId": 1,
                     *         "memberCount": 128
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChurchMemberCount"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    joinChurch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Grace Community Church",
                     *         "description": "A welcoming church in the heart of Springfield.",
                     *         "city": "Springfield",
                     *         "state": "IL",
                     *         "country": "US",
                     *         "website": "https://grace.example.org",
                     *         "memberCount": 128,
                     *         "createdAt": "2026-01-04T10:15:00.000Z",
                     *         "updatedAt": "2026-11-20T18:02:11.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Church"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Grace Community Church",
                     *         "description": "A welcoming church in the heart of Springfield.",
                     *         "city": "Springfield",
                     *         "state": "IL",
                     *         "country": "US",
                     *         "website": "https://grace.example.org",
                     *         "memberCount": 128,
                     *         "createdAt": "2026-01-04T10:15:00.000Z",
                     *         "updatedAt": "2026-11-20T18:02:11.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Church"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leaveChurch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChurchMembers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "givenName": "Ruth",
                     *           "familyName": "Okafor",
                     *           "name": "Ruth Okafor",
                     *           "picture": "https://login.example.org/avatars/4/RO.svg",
                     *           "role": "admin",
                     *           "joinedAt": "2026-02-01T09:30:00.000Z",
                     *           "updatedAt": "2026-06-14T11:05:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChurchMember"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setChurchMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The church */
                id: number;
                /** @description The person */
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": components["schemas"]["ChurchMemberRole"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "givenName": "Ruth",
                     *         "familyName": "Okafor",
                     *         "name": "Ruth Okafor",
                     *         "picture": "https://login.example.org/avatars/4/RO.svg",
                     *         "role": "admin",
                     *         "joinedAt": "2026-02-01T09:30:00.000Z",
                     *         "updatedAt": "2026-06-14T11:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChurchMember"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "givenName": "Ruth",
                     *         "familyName": "Okafor",
                     *         "name": "Ruth Okafor",
                     *         "picture": "https://login.example.org/avatars/4/RO.svg",
                     *         "role": "admin",
                     *         "joinedAt": "2026-02-01T09:30:00.000Z",
                     *         "updatedAt": "2026-06-14T11:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChurchMember"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeChurchMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The church */
                id: number;
                /** @description The person */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:churches scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
                /** @description Continue after the last item of a previous page: the `nextCursor` of that page, used with the same filters. Takes the place of `page`; stays correct while items are added or removed, so it suits syncing large collections. */
                cursor?: string;
                /** @description Only events of this church */
                churchId?: number;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "churchId": 1,
                     *           "title": "Community picnic",
                     *           "description": "Bring a dish to share and meet your neighbours.",
                     *           "location": "Riverside Park",
                     *           "startsAt": "2026-12-06T16:00:00.000Z",
                     *           "endsAt": "2026-12-06T19:00:00.000Z",
                     *           "capacity": 80,
                     *           "registrationCount": 35,
                     *           "spotsLeft": 45,
                     *           "isRegistered": false,
                     *           "createdAt": "2026-11-02T14:00:00.000Z",
                     *           "updatedAt": "2026-11-21T08:45:12.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "churchId": 1,
                 *       "title": "Community picnic",
                 *       "description": "Bring a dish to share and meet your neighbours.",
                 *       "location": "Riverside Park",
                 *       "startsAt": "2026-12-06T10:00:00-06:00",
                 *       "endsAt": "2026-12-06T13:00:00-06:00",
                 *       "capacity": 80
                 *     }
                 */
                "application/json": components["schemas"]["NewEvent"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "churchId": 1,
                     *         "title": "Community picnic",
                     *         "description": "Bring a dish to share and meet your neighbours.",
                     *         "location": "Riverside Park",
                     *         "startsAt": "2026-12-06T16:00:00.000Z",
                     *         "endsAt": "2026-12-06T19:00:00.000Z",
                     *         "capacity": 80,
                     *         "registrationCount": 35,
                     *         "spotsLeft": 45,
                     *         "isRegistered": false,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-21T08:45:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUpcomingEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
                /** @description Continue after the last item of a previous page: the `nextCursor` of that page, used with the same filters. Takes the place of `page`; stays correct while items are added or removed, so it suits syncing large collections. */
                cursor?: string;
                /** @description Only events of this church */
                churchId?: number;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "churchId": 1,
                     *           "title": "Community picnic",
                     *           "description": "Bring a dish to share and meet your neighbours.",
                     *           "location": "Riverside Park",
                     *           "startsAt": "2026-12-06T16:00:00.000Z",
                     *           "endsAt": "2026-12-06T19:00:00.000Z",
                     *           "capacity": 80,
                     *           "registrationCount": 35,
                     *           "spotsLeft": 45,
                     *           "isRegistered": false,
                     *           "createdAt": "2026-11-02T14:00:00.000Z",
                     *           "updatedAt": "2026-11-21T08:45:12.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "churchId": 1,
                     *         "title": "Community picnic",
                     *         "description": "Bring a dish to share and meet your neighbours.",
                     *         "location": "Riverside Park",
                     *         "startsAt": "2026-12-06T16:00:00.000Z",
                     *         "endsAt": "2026-12-06T19:00:00.000Z",
                     *         "capacity": 80,
                     *         "registrationCount": 35,
                     *         "spotsLeft": 45,
                     *         "isRegistered": false,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-21T08:45:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "location": "Fellowship Hall",
                 *       "capacity": 100
                 *     }
                 */
                "application/json": components["schemas"]["EventChanges"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "churchId": 1,
                     *         "title": "Community picnic",
                     *         "description": "Bring a dish to share and meet your neighbours.",
                     *         "location": "Riverside Park",
                     *         "startsAt": "2026-12-06T16:00:00.000Z",
                     *         "endsAt": "2026-12-06T19:00:00.000Z",
                     *         "capacity": 80,
                     *         "registrationCount": 35,
                     *         "spotsLeft": 45,
                     *         "isRegistered": false,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-21T08:45:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerForEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "churchId": 1,
                     *         "title": "Community picnic",
                     *         "description": "Bring a dish to share and meet your neighbours.",
                     *         "location": "Riverside Park",
                     *         "startsAt": "2026-12-06T16:00:00.000Z",
                     *         "endsAt": "2026-12-06T19:00:00.000Z",
                     *         "capacity": 80,
                     *         "registrationCount": 35,
                     *         "spotsLeft": 45,
                     *         "isRegistered": false,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-21T08:45:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "churchId": 1,
                     *         "title": "Community picnic",
                     *         "description": "Bring a dish to share and meet your neighbours.",
                     *         "location": "Riverside Park",
                     *         "startsAt": "2026-12-06T16:00:00.000Z",
                     *         "endsAt": "2026-12-06T19:00:00.000Z",
                     *         "capacity": 80,
                     *         "registrationCount": 35,
                     *         "spotsLeft": 45,
                     *         "isRegistered": false,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-21T08:45:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unregisterFromEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 12,
                     *         "churchId": 1,
                     *         "title": "Community picnic",
                     *         "description": "Bring a dish to share and meet your neighbours.",
                     *         "location": "Riverside Park",
                     *         "startsAt": "2026-12-06T16:00:00.000Z",
                     *         "endsAt": "2026-12-06T19:00:00.000Z",
                     *         "capacity": 80,
                     *         "registrationCount": 35,
                     *         "spotsLeft": 45,
                     *         "isRegistered": false,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-21T08:45:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventRegistrations: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "givenName": "Ruth",
                     *           "familyName": "Okafor",
                     *           "name": "Ruth Okafor",
                     *           "picture": "https://login.example.org/avatars/4/RO.svg",
                     *           "registeredAt": "2026-11-21T08:45:12.000Z",
                     *           "updatedAt": "2026-11-21T08:45:12.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Registrant"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:events scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "givenName": "Ruth",
                     *         "familyName": "Okafor",
                     *         "name": "Ruth Okafor",
                     *         "picture": "https://login.example.org/avatars/4/RO.svg",
                     *         "createdAt": "2026-01-20T16:40:00.000Z",
                     *         "updatedAt": "2026-09-02T10:12:00.000Z",
                     *         "email": "ruth@example.org",
                     *         "emailVerified": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CurrentUser"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:users scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "givenName": "Ruth",
                     *         "familyName": "Okafor",
                     *         "name": "Ruth Okafor",
                     *         "picture": "https://login.example.org/avatars/4/RO.svg",
                     *         "createdAt": "2026-01-20T16:40:00.000Z",
                     *         "updatedAt": "2026-09-02T10:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:users scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUserChurches: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "Grace Community Church",
                     *           "description": "A welcoming church in the heart of Springfield.",
                     *           "city": "Springfield",
                     *           "state": "IL",
                     *           "country": "US",
                     *           "website": "https://grace.example.org",
                     *           "memberCount": 128,
                     *           "createdAt": "2026-01-04T10:15:00.000Z",
                     *           "updatedAt": "2026-11-20T18:02:11.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Church"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:users scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPrayers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
                /** @description Continue after the last item of a previous page: the `nextCursor` of that page, used with the same filters. Takes the place of `page`; stays correct while items are added or removed, so it suits syncing large collections. */
                cursor?: string;
                /** @description Only requests of this church */
                communityId?: number;
                /** @description Only answered (true) or unanswered (false) requests */
                isAnswered?: boolean;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 301,
                     *           "communityId": 1,
                     *           "userId": 7,
                     *           "content": "Please pray for my mother, who is in hospital this week.",
                     *           "isAnonymous": false,
                     *           "isAnswered": false,
                     *           "prayerCount": 14,
                     *           "createdAt": "2026-11-18T07:12:40.000Z",
                     *           "answeredAt": null,
                     *           "updatedAt": "2026-11-21T19:03:27.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Prayer"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPrayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "communityId": 1,
                 *       "content": "Please pray for my mother, who is in hospital this week."
                 *     }
                 */
                "application/json": components["schemas"]["NewPrayer"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 301,
                     *         "communityId": 1,
                     *         "userId": 7,
                     *         "content": "Please pray for my mother, who is in hospital this week.",
                     *         "isAnonymous": false,
                     *         "isAnswered": false,
                     *         "prayerCount": 14,
                     *         "createdAt": "2026-11-18T07:12:40.000Z",
                     *         "answeredAt": null,
                     *         "updatedAt": "2026-11-21T19:03:27.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Prayer"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPrayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 301,
                     *         "communityId": 1,
                     *         "userId": 7,
                     *         "content": "Please pray for my mother, who is in hospital this week.",
                     *         "isAnonymous": false,
                     *         "isAnswered": false,
                     *         "prayerCount": 14,
                     *         "createdAt": "2026-11-18T07:12:40.000Z",
                     *         "answeredAt": null,
                     *         "updatedAt": "2026-11-21T19:03:27.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Prayer"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePrayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePrayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isAnonymous": true
                 *     }
                 */
                "application/json": components["schemas"]["PrayerChanges"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 301,
                     *         "communityId": 1,
                     *         "userId": 7,
                     *         "content": "Please pray for my mother, who is in hospital this week.",
                     *         "isAnonymous": false,
                     *         "isAnswered": false,
                     *         "prayerCount": 14,
                     *         "createdAt": "2026-11-18T07:12:40.000Z",
                     *         "answeredAt": null,
                     *         "updatedAt": "2026-11-21T19:03:27.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Prayer"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    prayForPrayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 301,
                     *         "communityId": 1,
                     *         "userId": 7,
                     *         "content": "Please pray for my mother, who is in hospital this week.",
                     *         "isAnonymous": false,
                     *         "isAnswered": false,
                     *         "prayerCount": 14,
                     *         "createdAt": "2026-11-18T07:12:40.000Z",
                     *         "answeredAt": null,
                     *         "updatedAt": "2026-11-21T19:03:27.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Prayer"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markPrayerAnswered: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 301,
                     *         "communityId": 1,
                     *         "userId": 7,
                     *         "content": "Please pray for my mother, who is in hospital this week.",
                     *         "isAnonymous": false,
                     *         "isAnswered": false,
                     *         "prayerCount": 14,
                     *         "createdAt": "2026-11-18T07:12:40.000Z",
                     *         "answeredAt": null,
                     *         "updatedAt": "2026-11-21T19:03:27.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Prayer"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:prayers scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDonations: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only gifts to this church */
                churchId?: number;
                /** @description Only gifts to this fund (exact name) */
                fund?: string;
                /** @description ISO 4217 code, e.g. USD */
                currency?: string;
                /** @description Only gifts donated at or after this time */
                from?: string;
                /** @description Only gifts donated before this time */
                to?: string;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 55,
                     *           "churchId": 1,
                     *           "amount": 2500,
                     *           "currency": "USD",
                     *           "fund": "General",
                     *           "method": "card",
                     *           "donatedAt": "2026-11-02T10:15:00.000Z",
                     *           "createdAt": "2026-11-02T10:15:03.000Z",
                     *           "updatedAt": "2026-11-02T10:15:03.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Donation"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:donations scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDonationSummary: {
        parameters: {
            query?: {
                /** @description Only gifts donated at or after this time */
                from?: string;
                /** @description Only gifts donated before this time */
                to?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "count": 3,
                     *         "byCurrency": [
                     *           {
                     *             "currency": "USD",
                     *             "amount": 10000,
                     *             "count": 3
                     *           }
                     *         ],
                     *         "byFund": [
                     *           {
                     *             "fund": "General",
                     *             "currency": "USD",
                     *             "amount": 6000,
                     *             "count": 2
                     *           },
                     *           {
                     *             "fund": "Missions",
                     *             "currency": "USD",
                     *             "amount": 4000,
                     *             "count": 1
                     *           }
                     *         ],
                     *         "byMonth": [
                     *           {
                     *             "month": "2026-10",
                     *             "currency": "USD",
                     *             "amount": 4000,
                     *             "count": 1
                     *           },
                     *           {
                     *             "month": "2026-11",
                     *             "currency": "USD",
                     *             "amount": 6000,
                     *             "count": 2
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DonationSummary"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:donations scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDonation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 55,
                     *         "churchId": 1,
                     *         "amount": 2500,
                     *         "currency": "USD",
                     *         "fund": "General",
                     *         "method": "card",
                     *         "donatedAt": "2026-11-02T10:15:00.000Z",
                     *         "createdAt": "2026-11-02T10:15:03.000Z",
                     *         "updatedAt": "2026-11-02T10:15:03.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Donation"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:donations scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
                /** @description Continue after the last item of a previous page: the `nextCursor` of that page, used with the same filters. Takes the place of `page`; stays correct while items are added or removed, so it suits syncing large collections. */
                cursor?: string;
                /** @description Only groups of this church */
                churchId?: number;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "churchId": 1,
                     *           "name": "Young adults",
                     *           "description": "Bible study and dinner for people in their twenties.",
                     *           "meetingSchedule": "Wednesdays 19:00",
                     *           "location": "Room 4",
                     *           "capacity": 12,
                     *           "memberCount": 9,
                     *           "spotsLeft": 3,
                     *           "isMember": true,
                     *           "createdAt": "2026-03-10T12:00:00.000Z",
                     *           "updatedAt": "2026-11-19T20:31:05.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "churchId": 1,
                 *       "name": "Young adults",
                 *       "meetingSchedule": "Wednesdays 19:00",
                 *       "location": "Room 4",
                 *       "capacity": 12
                 *     }
                 */
                "application/json": components["schemas"]["NewGroup"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "churchId": 1,
                     *         "name": "Young adults",
                     *         "description": "Bible study and dinner for people in their twenties.",
                     *         "meetingSchedule": "Wednesdays 19:00",
                     *         "location": "Room 4",
                     *         "capacity": 12,
                     *         "memberCount": 9,
                     *         "spotsLeft": 3,
                     *         "isMember": true,
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-11-19T20:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "churchId": 1,
                     *         "name": "Young adults",
                     *         "description": "Bible study and dinner for people in their twenties.",
                     *         "meetingSchedule": "Wednesdays 19:00",
                     *         "location": "Room 4",
                     *         "capacity": 12,
                     *         "memberCount": 9,
                     *         "spotsLeft": 3,
                     *         "isMember": true,
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-11-19T20:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "meetingSchedule": "Thursdays 19:30"
                 *     }
                 */
                "application/json": components["schemas"]["GroupChanges"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "churchId": 1,
                     *         "name": "Young adults",
                     *         "description": "Bible study and dinner for people in their twenties.",
                     *         "meetingSchedule": "Wednesdays 19:00",
                     *         "location": "Room 4",
                     *         "capacity": 12,
                     *         "memberCount": 9,
                     *         "spotsLeft": 3,
                     *         "isMember": true,
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-11-19T20:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGroupMembers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only items whose `updatedAt` is at or after this time (ISO 8601), in the list's usual order; `total` counts them. Not with `cursor`. */
                updatedSince?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "givenName": "Ruth",
                     *           "familyName": "Okafor",
                     *           "name": "Ruth Okafor",
                     *           "picture": "https://login.example.org/avatars/4/RO.svg",
                     *           "role": "leader",
                     *           "joinedAt": "2026-03-10T12:00:00.000Z",
                     *           "updatedAt": "2026-05-02T08:45:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["GroupMember"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the read:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    joinGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "churchId": 1,
                     *         "name": "Young adults",
                     *         "description": "Bible study and dinner for people in their twenties.",
                     *         "meetingSchedule": "Wednesdays 19:00",
                     *         "location": "Room 4",
                     *         "capacity": 12,
                     *         "memberCount": 9,
                     *         "spotsLeft": 3,
                     *         "isMember": true,
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-11-19T20:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "churchId": 1,
                     *         "name": "Young adults",
                     *         "description": "Bible study and dinner for people in their twenties.",
                     *         "meetingSchedule": "Wednesdays 19:00",
                     *         "location": "Room 4",
                     *         "capacity": 12,
                     *         "memberCount": 9,
                     *         "spotsLeft": 3,
                     *         "isMember": true,
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-11-19T20:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leaveGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 3,
                     *         "churchId": 1,
                     *         "name": "Young adults",
                     *         "description": "Bible study and dinner for people in their twenties.",
                     *         "meetingSchedule": "Wednesdays 19:00",
                     *         "location": "Room 4",
                     *         "capacity": 12,
                     *         "memberCount": 9,
                     *         "spotsLeft": 3,
                     *         "isMember": true,
                     *         "createdAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-11-19T20:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Group"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The group */
                id: number;
                /** @description The person */
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "leader"
                 *     }
                 */
                "application/json": components["schemas"]["GroupMemberRole"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "givenName": "Ruth",
                     *         "familyName": "Okafor",
                     *         "name": "Ruth Okafor",
                     *         "picture": "https://login.example.org/avatars/4/RO.svg",
                     *         "role": "leader",
                     *         "joinedAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-05-02T08:45:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["GroupMember"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "givenName": "Ruth",
                     *         "familyName": "Okafor",
                     *         "name": "Ruth Okafor",
                     *         "picture": "https://login.example.org/avatars/4/RO.svg",
                     *         "role": "leader",
                     *         "joinedAt": "2026-03-10T12:00:00.000Z",
                     *         "updatedAt": "2026-05-02T08:45:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["GroupMember"];
                    };
                };
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The group */
                id: number;
                /** @description The person */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Unknown field 'colour'",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the write:groups scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NotFound",
                     *       "message": "Church 42 does not exist",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Conflict",
                     *       "message": "A request with this Idempotency-Key is still being processed",
                     *       "statusCode": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IdempotencyKeyMismatch",
                     *       "message": "This Idempotency-Key was used with another request",
                     *       "statusCode": 422
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description Read the events after this one: the `nextCursor` of the previous answer, or any event id. Left out, the feed starts at the oldest event kept. */
                after?: string;
                /** @description Comma-separated event types to read, e.g. `prayer.created,prayer.deleted`; all when left out */
                types?: string;
                /** @description Events per answer, 1 to 100 */
                limit?: number;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "evt_1042",
                     *           "type": "prayer.prayed",
                     *           "timestamp": "2026-11-21T19:03:27.000Z",
                     *           "data": {
                     *             "object": {
                     *               "id": 301,
                     *               "communityId": 1,
                     *               "userId": 7,
                     *               "content": "Please pray for my mother, who is in hospital this week.",
                     *               "isAnonymous": false,
                     *               "isAnswered": false,
                     *               "prayerCount": 14,
                     *               "createdAt": "2026-11-18T07:12:40.000Z",
                     *               "answeredAt": null,
                     *               "updatedAt": "2026-11-21T19:03:27.000Z"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "page": 1,
                     *         "limit": 20,
                     *         "total": 128,
                     *         "hasMore": true,
                     *         "nextCursor": "WyJjaHVyY2hlcyIsMjAsMjBd"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangesPage"];
                };
            };
            /** @description Not modified: the answer is the one whose `ETag` was sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid parameters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "BadRequest",
                     *       "message": "Invalid query parameter 'limit': must be <= 100",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Unauthorized",
                     *       "message": "The credential is invalid, expired or revoked",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient scope or permissions */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Forbidden",
                     *       "message": "This endpoint requires the any scope, which this credential does not have",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The cursor is older than the events kept */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "CursorExpired",
                     *       "message": "The cursor is older than the events kept: read the lists again",
                     *       "statusCode": 410
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TooManyRequests",
                     *       "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    churchCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    churchUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    churchMemberAddedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    churchMemberUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    churchMemberRemovedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventRegistrationCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventRegistrationDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberAddedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberRemovedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    prayerCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    prayerUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    prayerPrayedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    prayerAnsweredWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    prayerDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    donationCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`): the same on every retry; use it to drop duplicates.
                 * @example evt_1842
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt; refuse old ones (5 minutes) against replays.
                 * @example 1795766400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEvent"];
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and gets nothing more */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not delivered: retried on the schedule */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/** The query parameter in which each list takes `nextCursor`; lists not named here page by number. */
export const CURSOR_PARAMETERS: Record<string, string> = {
  '/churches': 'cursor',
  '/events': 'cursor',
  '/events/upcoming': 'cursor',
  '/prayers': 'cursor',
  '/groups': 'cursor',
  '/changes': 'after'
};
