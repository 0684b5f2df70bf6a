/**
 * A service's refusal in the words of the form it came from. The services speak the API's
 * language ("Invalid field 'endsAt': must be after startsAt (2027-01-10T18:00:00.000Z)"); a
 * person filling in a form knows its fields by their labels ("Ends must be after Starts").
 * `labels` maps each field name to its label as the form shows it.
 */
export function inFormWords(message: string, labels: Readonly<Record<string, string>>): string {
  const invalid = /^Invalid field '([A-Za-z]+)': (.*)$/s.exec(message);
  const label = invalid ? labels[invalid[1]] : undefined;
  if (!invalid || !label) return withoutIds(message);
  const [, , problem] = invalid;
  // Other fields the problem names, by their labels; and no instants in the API's notation.
  let words = problem.replace(/\s*\(\d{4}-\d\d-\d\dT[^)]*\)/g, '');
  for (const [name, other] of Object.entries(labels)) words = words.replace(new RegExp(`\\b${name}\\b`, 'g'), other);
  return `${label} ${words}`;
}

/**
 * The API's names of things by number ("User 12 is the last admin of church 3") as a page
 * says them: the page shows which person, church or group it is about.
 */
export function withoutIds(message: string): string {
  const words = message
    .replace(/\b[Uu]ser \d+\b/g, 'this person')
    .replace(/\b([Cc]hurch|[Gg]roup|[Ee]vent) \d+\b/g, (_match, kind: string) => `this ${kind.toLowerCase()}`);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
