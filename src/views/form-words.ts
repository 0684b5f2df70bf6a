/**
 * A service's refusal in the words of the form it came from. The services speak the API's
 * language ("Invalid field 'endsAt': must be after startsAt (2027-01-10T18:00:00.000Z)"); a
 * person filling in a form knows its fields by their labels ("Ends must be after Starts").
 * `labels` maps each field name to its label as the form shows it.
 */
export function inFormWords(message: string, labels: Readonly<Record<string, string>>): string {
  const invalid = /^Invalid field '([A-Za-z]+)': (.*)$/s.exec(message);
  if (!invalid) return message;
  const [, field, problem] = invalid;
  const label = labels[field];
  if (!label) return message;
  // Other fields the problem names, by their labels; and no instants in the API's notation.
  let words = problem.replace(/\s*\(\d{4}-\d\d-\d\dT[^)]*\)/g, '');
  for (const [name, other] of Object.entries(labels)) words = words.replace(new RegExp(`\\b${name}\\b`, 'g'), other);
  return `${label} ${words}`;
}
