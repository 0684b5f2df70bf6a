import { Type } from 'typebox';

/** The first bytes of every zip ("PK\\3\\4"), base64: what a reader of the reference sees as the example. */
const ZIP_EXAMPLE = 'UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAKAAAAY2h1cmNoLmpzb24=';

/** A zip archive as the API answers it: the OpenAPI document describes it by media type. */
function zipResponse(title: string, description: string) {
  return {
    description,
    content: { 'application/zip': { schema: Type.String({ format: 'binary', title, examples: [ZIP_EXAMPLE] }), example: ZIP_EXAMPLE } },
  };
}

export const ChurchExportArchive = zipResponse(
  'ChurchExportArchive',
  "The church's full export: `church.json`, one JSON Lines and one CSV file for each of members, events, registrations, groups, " +
    'group members, meetings, attendance, prayers, households, household adults, children, rooms and check-ins, and `manifest.json` ' +
    "listing every file with its row count and SHA-256. What the church's admins may read through the API and nothing more: no " +
    "emails, no donations, no security codes, and anonymous requests without their author.",
);

export const PersonalExportArchive = zipResponse(
  'PersonalExportArchive',
  "Everything held about the caller: `profile.json` (with the sign-in emails), memberships, registrations, group memberships, " +
    'households and their children, prayers (anonymous ones marked `isAnonymous`), donations, connected apps, the apps they registered, API keys (names and ' +
    'prefixes only), sign-in sessions and the audit entries about them, each as JSON Lines and CSV, and `manifest.json`.',
);
