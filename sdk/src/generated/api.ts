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
    "/events/{id}/headcount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record how many people were at an event
         * @description The church's admins and volunteers (403 for anyone else). `count` is the people there beyond those checked in (the adults in the service); sending it again replaces it. Answers the event with its `headcount`; the attendance report counts it in the period of the event's start, in the church's time zone.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        put: operations["setEventHeadcount"];
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
    "/households": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or search households
         * @description Households of `churchId` by name, then id: every one for the church's admins and volunteers, only the caller's own for anyone else (404 when the church does not exist). `q` finds those whose name starts with it (any case) or, when it is 4 digits, whose phone ends with them. Children's `notes` are left out for volunteers. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `read:households` (Read your household and its children; church staff also read their church's households and check-ins).
         */
        get: operations["listHouseholds"];
        put?: never;
        /**
         * Start a household
         * @description A member of `churchId` starts a household and becomes its first adult (403 for anyone else; 400 when the church does not exist). A church admin may instead name its adults with `adultIds`: each must be a member of the church (409 `NotAChurchMember`) and in no other household there (409). `phone` is E.164. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        post: operations["createHousehold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/households/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A household with its adults and children
         * @description For its adults and the church's admins and volunteers; children's `notes` only for its adults and the admins. Anyone who may not see the household gets 404, as if it did not exist. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `read:households` (Read your household and its children; church staff also read their church's households and check-ins).
         */
        get: operations["getHousehold"];
        put?: never;
        post?: never;
        /**
         * Delete a household
         * @description Church admins only (403 for its adults and volunteers). Its children go with it; 409 while one of them is checked in. Anyone who may not see the household gets 404, as if it did not exist. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        delete: operations["deleteHousehold"];
        options?: never;
        head?: never;
        /**
         * Rename a household or change its phone
         * @description Its adults and the church's admins (403 for volunteers). Fields left out stay; `phone: null` removes the phone. Anyone who may not see the household gets 404, as if it did not exist. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        patch: operations["updateHousehold"];
        trace?: never;
    };
    "/households/{id}/adults/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add an adult to a household
         * @description Its adults and the church's admins. The person must be a member of the church (409 `NotAChurchMember`) and an adult of no other household there (409): a person belongs to one household per church. 201 when added, 200 when they already were; answers the household. Anyone who may not see the household gets 404, as if it did not exist. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        put: operations["addHouseholdAdult"];
        post?: never;
        /**
         * Take an adult out of a household
         * @description Its adults (themselves included) and the church's admins. The last adult cannot go (409); 404 when the person is not one of its adults. Anyone who may not see the household gets 404, as if it did not exist. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        delete: operations["removeHouseholdAdult"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/households/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a child to a household
         * @description Its adults and the church's admins. `birthdate` is YYYY-MM-DD, not in the future; `familyName` left out is the household's first adult's. Answers the child (with `notes`: the caller may see them). Anyone who may not see the household gets 404, as if it did not exist. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        post: operations["addChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/children/{id}": {
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
         * Remove a child
         * @description The household's adults and the church's admins; 409 while the child is checked in. Anyone who may not see the household gets 404. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        delete: operations["deleteChild"];
        options?: never;
        head?: never;
        /**
         * Change a child's details
         * @description The household's adults and the church's admins. Fields left out stay as they are. Anyone who may not see the household gets 404. An app needs a platform administrator's approval for household access (asked for on its page in the developer dashboard): without it every household endpoint answers 403. A person's own API keys need none.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        patch: operations["updateChild"];
        trace?: never;
    };
    "/groups/{id}/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's meetings
         * @description Newest first, with who came. For the group's members and the church's admins (403 for anyone else).
         *
         *     **Scope:** `read:groups` (Read small groups).
         */
        get: operations["listGroupMeetings"];
        put?: never;
        /**
         * Record a group meeting
         * @description The group's leaders and the church's admins (403 for anyone else). `date` is the day the group met (YYYY-MM-DD, not after today in the church's time zone); every one of `attendeeIds` must be a member of the group (400 naming the first who is not); `guests` counts people who came without being members.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        post: operations["recordGroupMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}": {
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
         * Delete a group meeting
         * @description The group's leaders and the church's admins; the meeting no longer counts in attendance.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        delete: operations["deleteMeeting"];
        options?: never;
        head?: never;
        /**
         * Change a group meeting
         * @description The group's leaders and the church's admins. Fields left out stay; `attendeeIds` replaces who came. Same rules as recording.
         *
         *     **Scope:** `write:groups` (Join and leave small groups; church admins and group leaders also manage groups).
         */
        patch: operations["updateMeeting"];
        trace?: never;
    };
    "/churches/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A church's attendance per week or month
         * @description For the church's admins (403 for anyone else). Every period from `from` to `to` (both included, at most 2 years apart: 400 beyond) is in the answer, oldest first, zeros included. Periods are counted in the church's `timeZone`: a week starts on Sunday at midnight there, a month on its first day. `checkIns` counts check-ins, `headcount` adds up the headcounts of the events that started in the period, `groupAttendance` the attendees and guests of group meetings held in it, and `uniquePeople` the different people checked in or at a meeting.
         *
         *     **Scope:** `read:churches` (Read church information).
         */
        get: operations["getChurchAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's attendance
         * @description The events the person was checked in at (as an adult of their household) and the group meetings they came to, newest first. The person sees all of it; an admin of a church sees the records of their own church (403 for anyone who administers none; 404 when the person does not exist).
         *
         *     **Scope:** `read:users` (Read user profiles).
         */
        get: operations["getUserAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An event's check-in rooms
         * @description The event's rooms in the order they were made, each with `checkedIn`, the children in it now. For members of the event's church (403 otherwise).
         *
         *     **Scope:** `read:events` (Read events).
         */
        get: operations["listEventRooms"];
        put?: never;
        /**
         * Add a check-in room
         * @description Church admins only. `capacity` omitted or null: unlimited. Ages are whole years on the event's date, inclusive; `minAge` above `maxAge` is 400.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        post: operations["createEventRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}": {
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
         * Remove a check-in room
         * @description Church admins only. 409 while a child is in it. Past check-ins keep their names and times, without the room.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        delete: operations["deleteRoom"];
        options?: never;
        head?: never;
        /**
         * Change a check-in room
         * @description Church admins only. Fields left out keep their value. A capacity below the children in the room now is 409.
         *
         *     **Scope:** `write:events` (Register and unregister for events; church admins also create and manage events).
         */
        patch: operations["updateRoom"];
        trace?: never;
    };
    "/events/{id}/check-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event's check-in roster
         * @description For volunteers and admins of the church (403 otherwise): who is in which room, since when, with their allergies; by room, then name. `status`: `in` (default), `out` or `all`. Never a security code. An app needs the "Household access" approval besides the scope (403 otherwise); a person's own API key does not.
         *
         *     **Scope:** `read:households` (Read your household and its children; church staff also read their church's households and check-ins).
         */
        get: operations["listCheckIns"];
        put?: never;
        /**
         * Check a family in
         * @description By an adult of the household, or a volunteer or admin of the church, from an hour before the event starts until it ends (409 `CheckInClosed` otherwise). Answers the household's `securityCode` for this event (the same for each of its people, unique at the event) and a check-in per person. All or nothing: a full room is 409 `RoomFull` (capacity counts the children in it now), a child outside the room's ages 409 `AgeOutOfRange`, a child of another household, an unknown room or a person who is not an adult of the household 404; nothing is checked in then. Someone already checked in (and not out) keeps their check-in, answered again: 201 when this call checked anyone in, 200 when everyone already was. Anyone who is neither an adult of the household nor a volunteer or admin of the church gets 404, as if it did not exist. An app needs the "Household access" approval besides the scope (403 otherwise); a person's own API key does not.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        post: operations["checkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-ins/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A household's labels
         * @description One PDF: a label for each person of the household still checked in at the event, then the parent's receipt with the security code. For the household's adults and the church's volunteers and admins; 404 when nobody of the household is checked in. Anyone who is neither an adult of the household nor a volunteer or admin of the church gets 404, as if it did not exist. An app needs the "Household access" approval besides the scope (403 otherwise); a person's own API key does not.
         *
         *     **Scope:** `read:households` (Read your household and its children; church staff also read their church's households and check-ins).
         */
        get: operations["getHouseholdLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/check-ins/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A label
         * @description A 4 × 2 inch PDF label: the name in large type, the room, the event and its date, the security code, and the allergies marked when there are any (never notes). For the household's adults and the church's volunteers and admins. Anyone who is neither an adult of the household nor a volunteer or admin of the church gets 404, as if it did not exist. An app needs the "Household access" approval besides the scope (403 otherwise); a person's own API key does not.
         *
         *     **Scope:** `read:households` (Read your household and its children; church staff also read their church's households and check-ins).
         */
        get: operations["getCheckInLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/check-ins/{id}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check out with the security code
         * @description By a volunteer or admin of the church. The household's code (any case) answers the check-in with `checkedOutAt`; a wrong one is 403 `SecurityCodeMismatch`. After 5 wrong codes the check-in is locked: 423 `CheckOutLocked`, even with the right code, until a church admin checks it out with `{override: true, reason}`, which the audit log records. Already checked out: 409. Anyone who is neither an adult of the household nor a volunteer or admin of the church gets 404, as if it did not exist. An app needs the "Household access" approval besides the scope (403 otherwise); a person's own API key does not.
         *
         *     **Scope:** `write:households` (Manage your household and check its children in; church staff also manage households and check-ins).
         */
        post: operations["checkOut"];
        delete?: never;
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
    "/churches/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a church's full export
         * @description For the church's admins: a zip of everything the church holds that they may read, streamed as it is written. It holds the kinds the credential reads through the API: events, registrations and rooms with `read:events`, groups, meetings and attendance with `read:groups`, prayers with `read:prayers`, households, children and check-ins with `read:households` and household access. Anyone else gets 404, as for a church that does not exist.
         *
         *     **Scope:** `read:churches` (Read church information).
         */
        get: operations["exportChurch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data
         * @description Everything the platform holds about the caller, as a zip. Only the person's own API key may ask: an app acting for them through OAuth gets 403, and no one can ask for another person.
         *
         *     **Scope:** `read:users` (Read user profiles).
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/churches/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A church's calendar (iCalendar)
         * @description The church's events, for calendar apps (webcal:// or https). Public, needs no credential, unless the church's admins set `calendarPublic: false` (`PATCH /churches/{id}`): then, as for an unknown church, 404. Answers carry an `ETag`; `If-None-Match` with it answers 304, which costs no rate-limit quota. Requests are rate-limited per address. Each event is a VEVENT with UID `event-{id}@{host}`, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION, URL (the event in this API), LAST-MODIFIED and a SEQUENCE raised by every change of its title, description, location or times; an event deleted in the last 30 days stays as STATUS:CANCELLED.
         *
         *     Public: no credential needed.
         */
        get: operations["getChurchCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's calendar (iCalendar)
         * @description The group's meetings (all-day events, UID `meeting-{id}@{host}`, a SEQUENCE raised when the date changes, and STATUS:CANCELLED for 30 days after a deletion) and its church's events (events belong to a church, not a group), for one of the group's members or its church's admins. Calendar apps send no credential: this feed is reached by a secret URL (`?token=cal_…`), which a person gets on their account page or the group's page and can replace there ("Reset link"); an unknown, replaced or malformed secret is 404, as is one whose person is no longer allowed to read it. Answers carry an `ETag`; `If-None-Match` with it answers 304, which costs no rate-limit quota. Requests are rate-limited per address. Each event is a VEVENT with UID `event-{id}@{host}`, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION, URL (the event in this API), LAST-MODIFIED and a SEQUENCE raised by every change of its title, description, location or times; an event deleted in the last 30 days stays as STATUS:CANCELLED.
         *
         *     Public: no credential needed.
         */
        get: operations["getGroupCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My calendar (iCalendar)
         * @description The events the person registered for. Calendar apps send no credential: this feed is reached by a secret URL (`?token=cal_…`), which a person gets on their account page or the group's page and can replace there ("Reset link"); an unknown, replaced or malformed secret is 404, as is one whose person is no longer allowed to read it. Answers carry an `ETag`; `If-None-Match` with it answers 304, which costs no rate-limit quota. Requests are rate-limited per address. Each event is a VEVENT with UID `event-{id}@{host}`, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION, URL (the event in this API), LAST-MODIFIED and a SEQUENCE raised by every change of its title, description, location or times; an event deleted in the last 30 days stays as STATUS:CANCELLED.
         *
         *     Public: no credential needed.
         */
        get: operations["getMyCalendar"];
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
    "household.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * household.created
         * @description `data.object`: the household as `GET /households/{id}` returns it, children's `notes` never included; on deletion `{id, deleted: true, churchId, adultIds}`; only to its adults and the church's admins, through apps approved for household access.
         */
        post: operations["householdCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "household.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * household.updated
         * @description `data.object`: the household as `GET /households/{id}` returns it, children's `notes` never included; on deletion `{id, deleted: true, churchId, adultIds}`; only to its adults and the church's admins, through apps approved for household access.
         */
        post: operations["householdUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "household.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * household.deleted
         * @description `data.object`: the household as `GET /households/{id}` returns it, children's `notes` never included; on deletion `{id, deleted: true, churchId, adultIds}`; only to its adults and the church's admins, through apps approved for household access.
         */
        post: operations["householdDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "attendance.recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * attendance.recorded
         * @description `data.object`: a headcount (`{kind: 'headcount', eventId, churchId, headcount}`) or a group meeting as `GET /groups/{id}/meetings` lists it, with `kind: 'meeting'` (on deletion `{id, deleted: true, kind: 'meeting', groupId, churchId}`); to the church's admins, and a meeting also to the group's members.
         */
        post: operations["attendanceRecordedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "check_in.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * check_in.created
         * @description `data.object`: the check-in as `POST /events/{id}/check-ins` answers it (`checkedOutAt` set on `check_in.checked_out`), never the security code; only to the household's adults and the church's volunteers and admins, through apps approved for household access.
         */
        post: operations["check_inCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "check_in.checked_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * check_in.checked_out
         * @description `data.object`: the check-in as `POST /events/{id}/check-ins` answers it (`checkedOutAt` set on `check_in.checked_out`), never the security code; only to the household's adults and the church's volunteers and admins, through apps approved for household access.
         */
        post: operations["check_inChecked_outWebhook"];
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
         *       "calendarPublic": true,
         *       "memberCount": 128,
         *       "timeZone": "America/Chicago",
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
            /** @description Whether the church's calendar feed (`GET /churches/{id}/calendar.ics`) answers without a credential */
            calendarPublic: boolean;
            /** @description People who belong to the church */
            memberCount: number;
            /** @description IANA time zone name, e.g. America/Chicago; attendance periods are counted in it. `UTC` until an admin sets one */
            timeZone: string;
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
            /** @description false makes the church's calendar feed answer 404; true (the default) opens it to anyone */
            calendarPublic?: boolean;
            /** @description IANA time zone name such as America/Chicago or Europe/Berlin; attendance periods are counted in it */
            timeZone?: string;
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
            /** @description Given and family name, for display */
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
            /** @description `admin` (church staff: manage the church and its members), `volunteer` (check-in staff: households, check-in and headcounts) or `member` */
            role: "member" | "volunteer" | "admin";
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
            /** @description `admin` (church staff: manage the church and its members), `volunteer` (check-in staff: households, check-in and headcounts) or `member` */
            role: "member" | "volunteer" | "admin";
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
         *       "headcount": null,
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
            /** @description People there beyond those checked in (the adults in the service), as counted by church staff; null until counted */
            headcount: number | null;
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
         * Headcount
         * @example {
         *       "count": 142
         *     }
         */
        Headcount: {
            /** @description People there beyond those checked in */
            count: number;
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
            /** @description Given and family name, for display */
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
         * HouseholdAdult
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg"
         *     }
         */
        HouseholdAdult: {
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
        };
        /**
         * Child
         * @example {
         *       "id": 31,
         *       "householdId": 12,
         *       "givenName": "Ada",
         *       "familyName": "Okafor",
         *       "birthdate": "2020-05-14",
         *       "allergies": "Peanuts",
         *       "notes": "Picked up by her parents only",
         *       "createdAt": "2026-09-06T09:12:00.000Z",
         *       "updatedAt": "2026-09-06T09:12:00.000Z"
         *     }
         */
        Child: {
            id: number;
            householdId: number;
            givenName: string;
            familyName: string;
            /**
             * Format: date
             * @description YYYY-MM-DD
             */
            birthdate: string;
            /** @description Empty when none are known */
            allergies: string;
            /** @description Medical and custody notes: only for the household's adults and the church's admins; absent for anyone else */
            notes?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * Household
         * @example {
         *       "id": 12,
         *       "churchId": 1,
         *       "name": "The Okafors",
         *       "phone": "+15551234567",
         *       "adults": [
         *         {
         *           "id": 7,
         *           "givenName": "Ruth",
         *           "familyName": "Okafor",
         *           "name": "Ruth Okafor",
         *           "picture": "https://login.example.org/avatars/4/RO.svg"
         *         }
         *       ],
         *       "children": [
         *         {
         *           "id": 31,
         *           "householdId": 12,
         *           "givenName": "Ada",
         *           "familyName": "Okafor",
         *           "birthdate": "2020-05-14",
         *           "allergies": "Peanuts",
         *           "notes": "Picked up by her parents only",
         *           "createdAt": "2026-09-06T09:12:00.000Z",
         *           "updatedAt": "2026-09-06T09:12:00.000Z"
         *         }
         *       ],
         *       "createdAt": "2026-09-06T09:10:00.000Z",
         *       "updatedAt": "2026-09-06T09:12:00.000Z"
         *     }
         */
        Household: {
            id: number;
            /** @description The church the household belongs to */
            churchId: number;
            /** @description What the family is called at church, e.g. "The Okafors" */
            name: string;
            /** @description E.164: `+`, the country code and the number, digits only, e.g. `+15551234567`; what a kiosk searches by (its last 4 digits); null when none */
            phone: string | null;
            /** @description People with accounts, each a member of the church; at least one */
            adults: components["schemas"]["HouseholdAdult"][];
            /** @description By id */
            children: components["schemas"]["Child"][];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change of the household, its adults and its children included
             */
            updatedAt: string;
        };
        /**
         * NewHousehold
         * @example {
         *       "churchId": 1,
         *       "name": "The Okafors",
         *       "phone": "+15551234567"
         *     }
         */
        NewHousehold: {
            /** @description A church the caller belongs to */
            churchId: number;
            /** @description Trimmed; must not be blank */
            name: string;
            phone?: string | null;
            /** @description Church admins only: the household's adults (the caller is not added unless listed). Left out, the caller is its first adult */
            adultIds?: number[];
        };
        /**
         * HouseholdChanges
         * @example {
         *       "phone": "+15557654321"
         *     }
         */
        HouseholdChanges: {
            /** @description Trimmed; must not be blank */
            name?: string;
            /** @description E.164: `+`, the country code and the number, digits only, e.g. `+15551234567`; null removes it */
            phone?: string | null;
        };
        /**
         * NewChild
         * @example {
         *       "givenName": "Ada",
         *       "birthdate": "2020-05-14",
         *       "allergies": "Peanuts"
         *     }
         */
        NewChild: {
            /** @description Trimmed; must not be blank */
            givenName: string;
            /** @description Left out: the family name of the household's first adult */
            familyName?: string;
            /** @description YYYY-MM-DD, not in the future */
            birthdate: string;
            /** @description Trimmed; empty when none */
            allergies?: string;
            /** @description Medical and custody notes, for the household's adults and the church's admins only */
            notes?: string;
        };
        /**
         * ChildChanges
         * @example {
         *       "allergies": "Peanuts, tree nuts"
         *     }
         */
        ChildChanges: {
            /** @description Trimmed; must not be blank */
            givenName?: string;
            /** @description Trimmed; must not be blank */
            familyName?: string;
            /** @description YYYY-MM-DD, not in the future */
            birthdate?: string;
            /** @description Trimmed; empty when none */
            allergies?: string;
            /** @description Medical and custody notes, for the household's adults and the church's admins only */
            notes?: string;
        };
        /**
         * Attendee
         * @example {
         *       "id": 7,
         *       "givenName": "Ruth",
         *       "familyName": "Okafor",
         *       "name": "Ruth Okafor",
         *       "picture": "https://login.example.org/avatars/4/RO.svg"
         *     }
         */
        Attendee: {
            /** @description The user id */
            id: number;
            givenName: string;
            familyName: string;
            name: string;
            /**
             * Format: uri
             * @description Profile picture URL: the one the person set, or a generated image of their initials on a colour (SVG, served by the sign-in host)
             */
            picture: string;
        };
        /**
         * Meeting
         * @example {
         *       "id": 5,
         *       "groupId": 3,
         *       "churchId": 1,
         *       "date": "2026-11-18",
         *       "attendees": [
         *         {
         *           "id": 7,
         *           "givenName": "Ruth",
         *           "familyName": "Okafor",
         *           "name": "Ruth Okafor",
         *           "picture": "https://login.example.org/avatars/4/RO.svg"
         *         }
         *       ],
         *       "guests": 2,
         *       "attendance": 3,
         *       "notes": "Studied Romans 8.",
         *       "createdAt": "2026-11-18T21:05:00.000Z",
         *       "updatedAt": "2026-11-18T21:05:00.000Z"
         *     }
         */
        Meeting: {
            id: number;
            groupId: number;
            churchId: number;
            /**
             * Format: date
             * @description The day the group met, YYYY-MM-DD
             */
            date: string;
            /** @description Members of the group who came, by name */
            attendees: components["schemas"]["Attendee"][];
            /** @description People who came without being members */
            guests: number;
            /** @description Attendees plus guests */
            attendance: number;
            notes: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * NewMeeting
         * @example {
         *       "date": "2026-11-18",
         *       "attendeeIds": [
         *         7,
         *         9
         *       ],
         *       "guests": 2,
         *       "notes": "Studied Romans 8."
         *     }
         */
        NewMeeting: {
            /** @description The day the group met, not in the future, YYYY-MM-DD */
            date: string;
            /** @description Members of the group who came; each must be a member (400 naming the one who is not) */
            attendeeIds: number[];
            /** @description People who came without being members; 0 when left out */
            guests?: number;
            /** @description Trimmed; empty when left out */
            notes?: string;
        };
        /**
         * MeetingChanges
         * @example {
         *       "attendeeIds": [
         *         7,
         *         9,
         *         12
         *       ]
         *     }
         */
        MeetingChanges: {
            /** @description The day the group met, not in the future, YYYY-MM-DD */
            date?: string;
            /** @description Members of the group who came; each must be a member (400 naming the one who is not) */
            attendeeIds?: number[];
            /** @description People who came without being members; 0 when left out */
            guests?: number;
            /** @description Trimmed; empty when left out */
            notes?: string;
        };
        /**
         * AttendancePeriod
         * @example {
         *       "period": "2026-11-15",
         *       "checkIns": 212,
         *       "headcount": 340,
         *       "groupAttendance": 96,
         *       "uniquePeople": 268
         *     }
         */
        AttendancePeriod: {
            /**
             * Format: date
             * @description The period's first day in the church's time zone: a Sunday, or the first of a month
             */
            period: string;
            /** @description Check-ins (children and adults) at the church in the period */
            checkIns: number;
            /** @description The headcounts of the events that started in the period, added up */
            headcount: number;
            /** @description Attendees and guests of the group meetings held in the period */
            groupAttendance: number;
            /** @description Different people checked in or at a group meeting in the period (headcounts and guests are not people by name) */
            uniquePeople: number;
        };
        /**
         * AttendanceReport
         * @example {
         *       "data": [
         *         {
         *           "period": "2026-11-15",
         *           "checkIns": 212,
         *           "headcount": 340,
         *           "groupAttendance": 96,
         *           "uniquePeople": 268
         *         }
         *       ]
         *     }
         */
        AttendanceReport: {
            /** @description Every period of the range, oldest first, zeros included */
            data: components["schemas"]["AttendancePeriod"][];
        };
        /**
         * AttendanceRecord
         * @example {
         *       "kind": "event",
         *       "churchId": 1,
         *       "date": "2026-11-22",
         *       "eventId": 12,
         *       "groupId": null,
         *       "meetingId": null,
         *       "title": "Sunday service",
         *       "checkedInAt": "2026-11-22T15:52:10.000Z"
         *     }
         * @example {
         *       "kind": "meeting",
         *       "churchId": 1,
         *       "date": "2026-11-18",
         *       "eventId": null,
         *       "groupId": 3,
         *       "meetingId": 5,
         *       "title": "Young adults",
         *       "checkedInAt": null
         *     }
         */
        AttendanceRecord: {
            /** @description `event`: checked in at an event; `meeting`: at a group meeting */
            kind: "event" | "meeting";
            churchId: number;
            /**
             * Format: date
             * @description The day, in the church's time zone
             */
            date: string;
            eventId: number | null;
            groupId: number | null;
            meetingId: number | null;
            /** @description The event's title or the group's name */
            title: string;
            /** @description When they were first checked in at the event; null for a meeting */
            checkedInAt: string | null;
        };
        /**
         * Room
         * @example {
         *       "id": 4,
         *       "eventId": 12,
         *       "churchId": 1,
         *       "name": "Preschool (3–5)",
         *       "capacity": 20,
         *       "minAge": 3,
         *       "maxAge": 5,
         *       "checkedIn": 14,
         *       "createdAt": "2026-11-02T14:00:00.000Z",
         *       "updatedAt": "2026-11-29T09:41:03.000Z"
         *     }
         */
        Room: {
            id: number;
            eventId: number;
            churchId: number;
            name: string;
            /** @description Most children in the room at once; null when unlimited */
            capacity: number | null;
            /** @description Youngest age taken, in whole years on the event's date; null for no bound */
            minAge: number | null;
            /** @description Oldest age taken, inclusive; null for no bound */
            maxAge: number | null;
            /** @description Children in the room now (checked in and not out) */
            checkedIn: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * NewRoom
         * @example {
         *       "name": "Preschool (3–5)",
         *       "capacity": 20,
         *       "minAge": 3,
         *       "maxAge": 5
         *     }
         */
        NewRoom: {
            /** @description Surrounding whitespace is trimmed; must not be blank */
            name: string;
            /** @description Most children in the room at once; null for unlimited */
            capacity?: number | null;
            /** @description Youngest age taken, in whole years on the event's date (inclusive); null for no bound */
            minAge?: number | null;
            /** @description Oldest age taken (inclusive); null for no bound */
            maxAge?: number | null;
        };
        /**
         * RoomChanges
         * @example {
         *       "capacity": 24
         *     }
         */
        RoomChanges: {
            /** @description Surrounding whitespace is trimmed; must not be blank */
            name?: string;
            /** @description Most children in the room at once; null for unlimited */
            capacity?: number | null;
            /** @description Youngest age taken, in whole years on the event's date (inclusive); null for no bound */
            minAge?: number | null;
            /** @description Oldest age taken (inclusive); null for no bound */
            maxAge?: number | null;
        };
        /**
         * NewCheckIn
         * @example {
         *       "householdId": 55,
         *       "children": [
         *         {
         *           "childId": 301,
         *           "roomId": 4
         *         },
         *         {
         *           "childId": 302,
         *           "roomId": 5
         *         }
         *       ],
         *       "adults": [
         *         17
         *       ]
         *     }
         */
        NewCheckIn: {
            /** @description The family checking in */
            householdId: number;
            /** @description The children to check in, each into a room of the event */
            children: {
                /** @description A child of the household */
                childId: number;
                /** @description A room of this event */
                roomId: number;
            }[];
            /** @description Adults of the household checked in too (attendance); they take no room */
            adults?: number[];
        };
        /**
         * CheckIn
         * @description One person checked in at an event. Never carries the security code.
         * @example {
         *       "id": 981,
         *       "eventId": 12,
         *       "householdId": 55,
         *       "childId": 301,
         *       "userId": null,
         *       "roomId": 4,
         *       "name": "Mia Okafor",
         *       "checkedInAt": "2026-11-29T09:41:03.000Z",
         *       "checkedOutAt": null
         *     }
         */
        CheckIn: {
            id: number;
            eventId: number;
            householdId: number;
            /** @description The child checked in; null for an adult */
            childId: number | null;
            /** @description The adult checked in; null for a child */
            userId: number | null;
            /** @description The child's room; null for an adult */
            roomId: number | null;
            /** @description The name as printed on the label, as it was at check-in */
            name: string;
            /** Format: date-time */
            checkedInAt: string;
            /** @description Null while checked in */
            checkedOutAt: string | null;
        };
        /**
         * CheckInResult
         * @example {
         *       "securityCode": "K7MX",
         *       "checkIns": [
         *         {
         *           "id": 981,
         *           "eventId": 12,
         *           "householdId": 55,
         *           "childId": 301,
         *           "userId": null,
         *           "roomId": 4,
         *           "name": "Mia Okafor",
         *           "checkedInAt": "2026-11-29T09:41:03.000Z",
         *           "checkedOutAt": null
         *         },
         *         {
         *           "id": 982,
         *           "eventId": 12,
         *           "householdId": 55,
         *           "childId": null,
         *           "userId": 17,
         *           "roomId": null,
         *           "name": "Grace Okafor",
         *           "checkedInAt": "2026-11-29T09:41:03.000Z",
         *           "checkedOutAt": null
         *         }
         *       ]
         *     }
         */
        CheckInResult: {
            /** @description The household's security code at this event: 4 characters without look-alikes, the same for each of its people, different from every other household's. Shown here and on the labels only; a parent shows it to pick a child up. */
            securityCode: string;
            checkIns: components["schemas"]["CheckIn"][];
        };
        /**
         * RosterEntry
         * @description A check-in as the roster shows it to check-in staff: where the person is and since when. No security code, no notes.
         * @example {
         *       "id": 981,
         *       "eventId": 12,
         *       "householdId": 55,
         *       "childId": 301,
         *       "userId": null,
         *       "roomId": 4,
         *       "roomName": "Preschool (3–5)",
         *       "name": "Mia Okafor",
         *       "allergies": "Peanuts",
         *       "checkedInAt": "2026-11-29T09:41:03.000Z",
         *       "checkedOutAt": null
         *     }
         */
        RosterEntry: {
            id: number;
            eventId: number;
            householdId: number;
            /** @description The child checked in; null for an adult */
            childId: number | null;
            /** @description The adult checked in; null for a child */
            userId: number | null;
            /** @description The child's room; null for an adult */
            roomId: number | null;
            /** @description The name as printed on the label, as it was at check-in */
            name: string;
            /** Format: date-time */
            checkedInAt: string;
            /** @description Null while checked in */
            checkedOutAt: string | null;
            /** @description The room's name; null for an adult */
            roomName: string | null;
            /** @description The child's allergies as the household keeps them; empty when none (and for adults) */
            allergies: string;
        };
        /**
         * LabelPdf
         * Format: binary
         * @description A PDF document made with pdfkit
         * @example %PDF-1.3
         *     …
         *     %%EOF
         */
        LabelPdf: string;
        /**
         * CheckOut
         * @example {
         *       "securityCode": "K7MX"
         *     }
         * @example {
         *       "override": true,
         *       "reason": "Parent lost the receipt; identity checked by the children's pastor"
         *     }
         */
        CheckOut: {
            /** @description The household's code, as the parent shows it; any case */
            securityCode?: string;
            /** @description Church admins only: check out without the code (also a locked check-in), with a `reason`; recorded in the audit log */
            override?: boolean;
            /** @description Why the code was not used; required with `override` */
            reason?: string;
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
            type: "church.created" | "church.updated" | "church.member.added" | "church.member.updated" | "church.member.removed" | "event.created" | "event.updated" | "event.deleted" | "event.registration.created" | "event.registration.deleted" | "group.created" | "group.updated" | "group.deleted" | "group.member.added" | "group.member.updated" | "group.member.removed" | "prayer.created" | "prayer.updated" | "prayer.prayed" | "prayer.answered" | "prayer.deleted" | "donation.created" | "household.created" | "household.updated" | "household.deleted" | "attendance.recorded" | "check_in.created" | "check_in.checked_out";
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
        /**
         * ChurchExportArchive
         * Format: binary
         * @example UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAKAAAAY2h1cmNoLmpzb24=
         */
        ChurchExportArchive: string;
        /**
         * PersonalExportArchive
         * Format: binary
         * @example UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAKAAAAY2h1cmNoLmpzb24=
         */
        PersonalExportArchive: string;
        /**
         * ICalendar
         * @description An iCalendar stream: one VCALENDAR with one VEVENT per event
         * @example BEGIN:VCALENDAR
         *     VERSION:2.0
         *     …
         *     END:VCALENDAR
         */
        ICalendar: string;
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
                     *           "calendarPublic": true,
                     *           "memberCount": 128,
                     *           "timeZone": "America/Chicago",
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
                     *         "calendarPublic": true,
                     *         "memberCount": 128,
                     *         "timeZone": "America/Chicago",
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
                     *         "calendarPublic": true,
                     *         "memberCount": 128,
                     *         "timeZone": "America/Chicago",
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
                     *         "calendarPublic": true,
                     *         "memberCount": 128,
                     *         "timeZone": "America/Chicago",
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
                     *         "calendarPublic": true,
                     *         "memberCount": 128,
                     *         "timeZone": "America/Chicago",
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
                     *           "headcount": null,
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
                     *         "headcount": null,
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
                     *           "headcount": null,
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
                     *         "headcount": null,
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
                     *         "headcount": null,
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
                     *         "headcount": null,
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
                     *         "headcount": null,
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
                     *         "headcount": null,
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
    setEventHeadcount: {
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
                 *       "count": 142
                 *     }
                 */
                "application/json": components["schemas"]["Headcount"];
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
                     *         "headcount": null,
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
                     *           "calendarPublic": true,
                     *           "memberCount": 128,
                     *           "timeZone": "America/Chicago",
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
    listHouseholds: {
        parameters: {
            query: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The church whose households to list (required) */
                churchId: number;
                /** @description The start of the household's name (any case), or 4 digits: the last four of its phone */
                q?: string;
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
                     *           "id": 12,
                     *           "churchId": 1,
                     *           "name": "The Okafors",
                     *           "phone": "+15551234567",
                     *           "adults": [
                     *             {
                     *               "id": 7,
                     *               "givenName": "Ruth",
                     *               "familyName": "Okafor",
                     *               "name": "Ruth Okafor",
                     *               "picture": "https://login.example.org/avatars/4/RO.svg"
                     *             }
                     *           ],
                     *           "children": [
                     *             {
                     *               "id": 31,
                     *               "householdId": 12,
                     *               "givenName": "Ada",
                     *               "familyName": "Okafor",
                     *               "birthdate": "2020-05-14",
                     *               "allergies": "Peanuts",
                     *               "notes": "Picked up by her parents only",
                     *               "createdAt": "2026-09-06T09:12:00.000Z",
                     *               "updatedAt": "2026-09-06T09:12:00.000Z"
                     *             }
                     *           ],
                     *           "createdAt": "2026-09-06T09:10:00.000Z",
                     *           "updatedAt": "2026-09-06T09:12:00.000Z"
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
                        data: components["schemas"]["Household"][];
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
                     *       "message": "This endpoint requires the read:households scope, which this credential does not have",
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
    createHousehold: {
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
                 *       "name": "The Okafors",
                 *       "phone": "+15551234567"
                 *     }
                 */
                "application/json": components["schemas"]["NewHousehold"];
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
                     *         "name": "The Okafors",
                     *         "phone": "+15551234567",
                     *         "adults": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "children": [
                     *           {
                     *             "id": 31,
                     *             "householdId": 12,
                     *             "givenName": "Ada",
                     *             "familyName": "Okafor",
                     *             "birthdate": "2020-05-14",
                     *             "allergies": "Peanuts",
                     *             "notes": "Picked up by her parents only",
                     *             "createdAt": "2026-09-06T09:12:00.000Z",
                     *             "updatedAt": "2026-09-06T09:12:00.000Z"
                     *           }
                     *         ],
                     *         "createdAt": "2026-09-06T09:10:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Household"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    getHousehold: {
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
                     *         "name": "The Okafors",
                     *         "phone": "+15551234567",
                     *         "adults": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "children": [
                     *           {
                     *             "id": 31,
                     *             "householdId": 12,
                     *             "givenName": "Ada",
                     *             "familyName": "Okafor",
                     *             "birthdate": "2020-05-14",
                     *             "allergies": "Peanuts",
                     *             "notes": "Picked up by her parents only",
                     *             "createdAt": "2026-09-06T09:12:00.000Z",
                     *             "updatedAt": "2026-09-06T09:12:00.000Z"
                     *           }
                     *         ],
                     *         "createdAt": "2026-09-06T09:10:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Household"];
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
                     *       "message": "This endpoint requires the read:households scope, which this credential does not have",
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
    deleteHousehold: {
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    updateHousehold: {
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
                 *       "phone": "+15557654321"
                 *     }
                 */
                "application/json": components["schemas"]["HouseholdChanges"];
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
                     *         "name": "The Okafors",
                     *         "phone": "+15551234567",
                     *         "adults": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "children": [
                     *           {
                     *             "id": 31,
                     *             "householdId": 12,
                     *             "givenName": "Ada",
                     *             "familyName": "Okafor",
                     *             "birthdate": "2020-05-14",
                     *             "allergies": "Peanuts",
                     *             "notes": "Picked up by her parents only",
                     *             "createdAt": "2026-09-06T09:12:00.000Z",
                     *             "updatedAt": "2026-09-06T09:12:00.000Z"
                     *           }
                     *         ],
                     *         "createdAt": "2026-09-06T09:10:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Household"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    addHouseholdAdult: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The household */
                id: number;
                /** @description The person */
                userId: number;
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
                     *         "name": "The Okafors",
                     *         "phone": "+15551234567",
                     *         "adults": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "children": [
                     *           {
                     *             "id": 31,
                     *             "householdId": 12,
                     *             "givenName": "Ada",
                     *             "familyName": "Okafor",
                     *             "birthdate": "2020-05-14",
                     *             "allergies": "Peanuts",
                     *             "notes": "Picked up by her parents only",
                     *             "createdAt": "2026-09-06T09:12:00.000Z",
                     *             "updatedAt": "2026-09-06T09:12:00.000Z"
                     *           }
                     *         ],
                     *         "createdAt": "2026-09-06T09:10:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Household"];
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
                     *         "name": "The Okafors",
                     *         "phone": "+15551234567",
                     *         "adults": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "children": [
                     *           {
                     *             "id": 31,
                     *             "householdId": 12,
                     *             "givenName": "Ada",
                     *             "familyName": "Okafor",
                     *             "birthdate": "2020-05-14",
                     *             "allergies": "Peanuts",
                     *             "notes": "Picked up by her parents only",
                     *             "createdAt": "2026-09-06T09:12:00.000Z",
                     *             "updatedAt": "2026-09-06T09:12:00.000Z"
                     *           }
                     *         ],
                     *         "createdAt": "2026-09-06T09:10:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Household"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    removeHouseholdAdult: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The household */
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    addChild: {
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
                 *       "givenName": "Ada",
                 *       "birthdate": "2020-05-14",
                 *       "allergies": "Peanuts"
                 *     }
                 */
                "application/json": components["schemas"]["NewChild"];
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
                     *         "id": 31,
                     *         "householdId": 12,
                     *         "givenName": "Ada",
                     *         "familyName": "Okafor",
                     *         "birthdate": "2020-05-14",
                     *         "allergies": "Peanuts",
                     *         "notes": "Picked up by her parents only",
                     *         "createdAt": "2026-09-06T09:12:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Child"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    deleteChild: {
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    updateChild: {
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
                 *       "allergies": "Peanuts, tree nuts"
                 *     }
                 */
                "application/json": components["schemas"]["ChildChanges"];
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
                     *         "id": 31,
                     *         "householdId": 12,
                     *         "givenName": "Ada",
                     *         "familyName": "Okafor",
                     *         "birthdate": "2020-05-14",
                     *         "allergies": "Peanuts",
                     *         "notes": "Picked up by her parents only",
                     *         "createdAt": "2026-09-06T09:12:00.000Z",
                     *         "updatedAt": "2026-09-06T09:12:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Child"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    listGroupMeetings: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description The group */
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
                     *           "id": 5,
                     *           "groupId": 3,
                     *           "churchId": 1,
                     *           "date": "2026-11-18",
                     *           "attendees": [
                     *             {
                     *               "id": 7,
                     *               "givenName": "Ruth",
                     *               "familyName": "Okafor",
                     *               "name": "Ruth Okafor",
                     *               "picture": "https://login.example.org/avatars/4/RO.svg"
                     *             }
                     *           ],
                     *           "guests": 2,
                     *           "attendance": 3,
                     *           "notes": "Studied Romans 8.",
                     *           "createdAt": "2026-11-18T21:05:00.000Z",
                     *           "updatedAt": "2026-11-18T21:05:00.000Z"
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
                        data: components["schemas"]["Meeting"][];
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
    recordGroupMeeting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The group */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-18",
                 *       "attendeeIds": [
                 *         7,
                 *         9
                 *       ],
                 *       "guests": 2,
                 *       "notes": "Studied Romans 8."
                 *     }
                 */
                "application/json": components["schemas"]["NewMeeting"];
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
                     *         "id": 5,
                     *         "groupId": 3,
                     *         "churchId": 1,
                     *         "date": "2026-11-18",
                     *         "attendees": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "guests": 2,
                     *         "attendance": 3,
                     *         "notes": "Studied Romans 8.",
                     *         "createdAt": "2026-11-18T21:05:00.000Z",
                     *         "updatedAt": "2026-11-18T21:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Meeting"];
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
    deleteMeeting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The meeting */
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
    updateMeeting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. Within 24 h a repeat with the same key, method, path and body answers the first response again (with `Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The meeting */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "attendeeIds": [
                 *         7,
                 *         9,
                 *         12
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MeetingChanges"];
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
                     *         "id": 5,
                     *         "groupId": 3,
                     *         "churchId": 1,
                     *         "date": "2026-11-18",
                     *         "attendees": [
                     *           {
                     *             "id": 7,
                     *             "givenName": "Ruth",
                     *             "familyName": "Okafor",
                     *             "name": "Ruth Okafor",
                     *             "picture": "https://login.example.org/avatars/4/RO.svg"
                     *           }
                     *         ],
                     *         "guests": 2,
                     *         "attendance": 3,
                     *         "notes": "Studied Romans 8.",
                     *         "createdAt": "2026-11-18T21:05:00.000Z",
                     *         "updatedAt": "2026-11-18T21:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Meeting"];
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
    getChurchAttendance: {
        parameters: {
            query: {
                /** @description The first day of the report, in the church's time zone, YYYY-MM-DD */
                from: string;
                /** @description The last day of the report (included), at most 2 years after `from`, YYYY-MM-DD */
                to: string;
                /** @description Weeks start on Sunday */
                interval?: "week" | "month";
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description The church */
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
                     *           "period": "2026-11-15",
                     *           "checkIns": 212,
                     *           "headcount": 340,
                     *           "groupAttendance": 96,
                     *           "uniquePeople": 268
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AttendanceReport"];
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
    getUserAttendance: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                /** @description The person */
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
                     *           "kind": "event",
                     *           "churchId": 1,
                     *           "date": "2026-11-22",
                     *           "eventId": 12,
                     *           "groupId": null,
                     *           "meetingId": null,
                     *           "title": "Sunday service",
                     *           "checkedInAt": "2026-11-22T15:52:10.000Z"
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
                        data: components["schemas"]["AttendanceRecord"][];
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
    listEventRooms: {
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
                     *       "data": [
                     *         {
                     *           "id": 4,
                     *           "eventId": 12,
                     *           "churchId": 1,
                     *           "name": "Preschool (3–5)",
                     *           "capacity": 20,
                     *           "minAge": 3,
                     *           "maxAge": 5,
                     *           "checkedIn": 14,
                     *           "createdAt": "2026-11-02T14:00:00.000Z",
                     *           "updatedAt": "2026-11-29T09:41:03.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Room"][];
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
    createEventRoom: {
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
                 *       "name": "Preschool (3–5)",
                 *       "capacity": 20,
                 *       "minAge": 3,
                 *       "maxAge": 5
                 *     }
                 */
                "application/json": components["schemas"]["NewRoom"];
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
                     *         "id": 4,
                     *         "eventId": 12,
                     *         "churchId": 1,
                     *         "name": "Preschool (3–5)",
                     *         "capacity": 20,
                     *         "minAge": 3,
                     *         "maxAge": 5,
                     *         "checkedIn": 14,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-29T09:41:03.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Room"];
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
    deleteRoom: {
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
    updateRoom: {
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
                 *       "capacity": 24
                 *     }
                 */
                "application/json": components["schemas"]["RoomChanges"];
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
                     *         "id": 4,
                     *         "eventId": 12,
                     *         "churchId": 1,
                     *         "name": "Preschool (3–5)",
                     *         "capacity": 20,
                     *         "minAge": 3,
                     *         "maxAge": 5,
                     *         "checkedIn": 14,
                     *         "createdAt": "2026-11-02T14:00:00.000Z",
                     *         "updatedAt": "2026-11-29T09:41:03.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Room"];
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
    listCheckIns: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Only this room */
                roomId?: number;
                /** @description `in` (default): still checked in; `out`: checked out; `all` */
                status?: "in" | "out" | "all";
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
                     *           "id": 981,
                     *           "eventId": 12,
                     *           "householdId": 55,
                     *           "childId": 301,
                     *           "userId": null,
                     *           "roomId": 4,
                     *           "roomName": "Preschool (3–5)",
                     *           "name": "Mia Okafor",
                     *           "allergies": "Peanuts",
                     *           "checkedInAt": "2026-11-29T09:41:03.000Z",
                     *           "checkedOutAt": null
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
                        data: components["schemas"]["RosterEntry"][];
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
                     *       "message": "This endpoint requires the read:households scope, which this credential does not have",
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
    checkIn: {
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
                 *       "householdId": 55,
                 *       "children": [
                 *         {
                 *           "childId": 301,
                 *           "roomId": 4
                 *         },
                 *         {
                 *           "childId": 302,
                 *           "roomId": 5
                 *         }
                 *       ],
                 *       "adults": [
                 *         17
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewCheckIn"];
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
                     *         "securityCode": "K7MX",
                     *         "checkIns": [
                     *           {
                     *             "id": 981,
                     *             "eventId": 12,
                     *             "householdId": 55,
                     *             "childId": 301,
                     *             "userId": null,
                     *             "roomId": 4,
                     *             "name": "Mia Okafor",
                     *             "checkedInAt": "2026-11-29T09:41:03.000Z",
                     *             "checkedOutAt": null
                     *           },
                     *           {
                     *             "id": 982,
                     *             "eventId": 12,
                     *             "householdId": 55,
                     *             "childId": null,
                     *             "userId": 17,
                     *             "roomId": null,
                     *             "name": "Grace Okafor",
                     *             "checkedInAt": "2026-11-29T09:41:03.000Z",
                     *             "checkedOutAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CheckInResult"];
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
                     *         "securityCode": "K7MX",
                     *         "checkIns": [
                     *           {
                     *             "id": 981,
                     *             "eventId": 12,
                     *             "householdId": 55,
                     *             "childId": 301,
                     *             "userId": null,
                     *             "roomId": 4,
                     *             "name": "Mia Okafor",
                     *             "checkedInAt": "2026-11-29T09:41:03.000Z",
                     *             "checkedOutAt": null
                     *           },
                     *           {
                     *             "id": 982,
                     *             "eventId": 12,
                     *             "householdId": 55,
                     *             "childId": null,
                     *             "userId": 17,
                     *             "roomId": null,
                     *             "name": "Grace Okafor",
                     *             "checkedInAt": "2026-11-29T09:41:03.000Z",
                     *             "checkedOutAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CheckInResult"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
    getHouseholdLabels: {
        parameters: {
            query: {
                /** @description The household whose labels to print */
                householdId: number;
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
            /** @description A PDF (`Content-Type: application/pdf`): 4 × 2 inch pages, one label each */
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
                     * @example %PDF-1.3
                     *     …
                     *     %%EOF
                     */
                    "application/pdf": components["schemas"]["LabelPdf"];
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
                     *       "message": "This endpoint requires the read:households scope, which this credential does not have",
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
    getCheckInLabel: {
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
            /** @description A PDF (`Content-Type: application/pdf`): 4 × 2 inch pages, one label each */
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
                     * @example %PDF-1.3
                     *     …
                     *     %%EOF
                     */
                    "application/pdf": components["schemas"]["LabelPdf"];
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
                     *       "message": "This endpoint requires the read:households scope, which this credential does not have",
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
    checkOut: {
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
                 *       "securityCode": "K7MX"
                 *     }
                 */
                "application/json": components["schemas"]["CheckOut"];
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
                     *         "id": 981,
                     *         "eventId": 12,
                     *         "householdId": 55,
                     *         "childId": 301,
                     *         "userId": null,
                     *         "roomId": 4,
                     *         "name": "Mia Okafor",
                     *         "checkedInAt": "2026-11-29T09:41:03.000Z",
                     *         "checkedOutAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CheckIn"];
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
                     *       "message": "This endpoint requires the write:households scope, which this credential does not have",
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
            /** @description Locked after 5 wrong security codes */
            423: {
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
                     *       "error": "Locked",
                     *       "message": "Locked",
                     *       "statusCode": 423
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
    exportChurch: {
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
            /** @description The church's full export: `church.json`, one JSON Lines and one CSV file for each of members, events, registrations, groups, group members, meetings, attendance, prayers, households, household adults, children, rooms and check-ins, and `manifest.json` listing every file with its row count and SHA-256. What the church's admins may read through the API and nothing more: no emails, no donations, no security codes, and anonymous requests without their author. */
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
                    /** @example UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAKAAAAY2h1cmNoLmpzb24= */
                    "application/zip": components["schemas"]["ChurchExportArchive"];
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
    exportMyData: {
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
            /** @description Everything held about the caller: `profile.json` (with the sign-in emails), memberships, registrations, group memberships, households and their children, prayers (anonymous ones marked `isAnonymous`), donations, connected apps, the apps they registered, API keys (names and prefixes only), sign-in sessions and the audit entries about them, each as JSON Lines and CSV, and `manifest.json`. */
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
                    /** @example UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAKAAAAY2h1cmNoLmpzb24= */
                    "application/zip": components["schemas"]["PersonalExportArchive"];
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
    getChurchCalendar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar (RFC 5545), `Content-Type: text/calendar; charset=utf-8`, with an `ETag` */
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
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     …
                     *     END:VCALENDAR
                     */
                    "text/calendar": components["schemas"]["ICalendar"];
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
    getGroupCalendar: {
        parameters: {
            query?: {
                /** @description The secret of the feed URL, as the account or group page gave it (`cal_…`) */
                token?: string;
            };
            header?: {
                /** @description The `ETag` of an earlier answer: `304` with no body while the answer is still the same. */
                "if-none-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar (RFC 5545), `Content-Type: text/calendar; charset=utf-8`, with an `ETag` */
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
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     …
                     *     END:VCALENDAR
                     */
                    "text/calendar": components["schemas"]["ICalendar"];
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
    getMyCalendar: {
        parameters: {
            query?: {
                /** @description The secret of the feed URL, as the account or group page gave it (`cal_…`) */
                token?: string;
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
            /** @description The calendar (RFC 5545), `Content-Type: text/calendar; charset=utf-8`, with an `ETag` */
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
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     …
                     *     END:VCALENDAR
                     */
                    "text/calendar": components["schemas"]["ICalendar"];
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
    householdCreatedWebhook: {
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
    householdUpdatedWebhook: {
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
    householdDeletedWebhook: {
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
    attendanceRecordedWebhook: {
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
    check_inCreatedWebhook: {
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
    check_inChecked_outWebhook: {
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
