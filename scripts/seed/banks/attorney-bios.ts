/**
 * Sentences of attorney bios. Slots: {name}, {last}, {area}, {area2}, {city}, {place},
 * {years}, {school}. Each bio takes one opener and one to three further sentences.
 */
export const BIO_OPENERS: readonly string[] = [
  '{name} has practiced {area} in {city} for {years} years.',
  'Attorney {name} focuses on {area} and represents clients throughout {place}.',
  '{name} is a {place} lawyer whose practice centers on {area}.',
  'For {years} years, {name} has helped individuals and families with {area} matters.',
  '{name} founded the firm to give clients in {city} direct access to an experienced {area} attorney.',
];

export const BIO_SENTENCES: readonly string[] = [
  '{last} earned a law degree from {school} and clerked for a trial judge before entering private practice.',
  'Clients appreciate straightforward advice, prompt answers and realistic expectations from the first meeting.',
  'The practice also handles {area2} cases.',
  '{last} is a frequent speaker at continuing legal education seminars on {area}.',
  'Before opening a private office, {last} served as an assistant district attorney.',
  '{last} offers evening and weekend appointments for working clients.',
  'Spanish-speaking clients are welcome, and consultations are available by video.',
  '{last} has tried dozens of cases to verdict and resolves many more through negotiation.',
  'Outside the office, {last} volunteers with a local legal aid clinic.',
  'Every client gets a clear fee agreement and regular updates on the case.',
];

export const LAW_SCHOOLS: readonly string[] = [
  'a state university law school',
  'a private law school in the Midwest',
  'a law school in the Northeast',
  'a public law school on the West Coast',
  'a Southern law school',
  'a night program while working full time',
];
