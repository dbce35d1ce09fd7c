import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('immigration.json', {
  brings: [
    ['can my employer sponsor a work visa', 'employer sponsorship'],
    ['i lost my job on an h1b visa what now', 'h 1b transfer'],
    ['can i work on an f1 student visa', 'optional practical training'],
    ['how do i bring my fiance to the us', 'k 1 visa'],
    ['can a citizen bring my parents to the us', 'immediate relative'],
    ['when will my priority date be current', 'preference category'],
    ['can my mother come on a tourist visa', 'visitor visa'],
    ['i crossed the border illegally and married a citizen', 'entry without inspection'],
    ['does the 10 year bar apply to me', 'unlawful presence bar'],
    ['can i renew my daca after it expired', 'deferred action'],
    ['how long does tps last', 'temporary protected status'],
    ['my husband was arrested by ice how do we get a bond', 'immigration detention'],
    ['i got a notice to appear what happens next', 'master calendar hearing'],
    ['i missed my immigration hearing and got a deportation order', 'motion to reopen'],
    ['will a shoplifting charge affect my green card', 'crime involving moral turpitude'],
    ['my green card expired can i still travel', 'i 90'],
    ['how do i remove conditions on my 2 year green card after divorce', 'removal of conditions'],
    ['what do they ask at the green card interview', 'bona fide marriage'],
    ['uscis sent me a request for evidence', 'processing time'],
    ['can i leave the country while my green card is pending', 'advance parole'],
    ['what is on the citizenship test', 'civics test'],
    ['is my baby born in the us a citizen if i am undocumented', 'birthright citizenship'],
    ['can i get a green card if i was abused by my husband', 'vawa'],
    ['how much do i need for an investor visa', 'eb 5'],
    ['can my employer sponsor a green card through my job', 'perm labor certification'],
    ['will getting food stamps hurt my green card', 'public charge'],
    ['can i keep dual citizenship if i naturalize', 'renunciation'],
  ],
  keepsOut: [
    ['arrested for shoplifting at 17', 'deportability'],
    ['my bankruptcy case status is pending', 'request for evidence'],
    ['food stamps and my bank account got garnished', 'public charge'],
  ],
});
